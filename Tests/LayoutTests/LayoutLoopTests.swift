import Testing
import Layout

/// A view that asks for layout from its own layout.
final class RestlessView: View {
    var layoutCount = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
        setNeedsLayout()
    }
}

/// A view that overrides updateConstraints() and forgets super.
final class ForgetfulView: View {
    var updateCount = 0
    override func updateConstraints() {
        updateCount += 1
    }
}

/// A view that asks for a constraint update from its constraint update.
final class ReupdatingView: View {
    var updateCount = 0
    override func updateConstraints() {
        updateCount += 1
        setNeedsUpdateConstraints()
        super.updateConstraints()
    }
}

/// Misbehaving views: layout returns, names the culprit, never hangs.
@Suite struct LayoutLoopTests {
    func screen(with view: View) -> View {
        let screen = root(width: 375, height: 600)
        screen.addSubview(view)
        view.topAnchor.constraint(equalTo: screen.topAnchor, constant: 8).isActive = true
        view.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 8).isActive = true
        view.widthAnchor.constraint(equalToConstant: 100).isActive = true
        view.heightAnchor.constraint(equalToConstant: 40).isActive = true
        return screen
    }

    /// layoutIfNeeded stops after 50 passes (its documented limit). The
    /// view lays out once per pass, so 50 times; the issue names it. Its
    /// frame was set in the first pass, by the root's layout.
    @Test func setNeedsLayoutInLayoutSubviews() {
        let restless = RestlessView(name: "restless")
        let screen = screen(with: restless)
        screen.layoutIfNeeded()
        #expect(restless.layoutCount == 50)
        #expect(restless.frame == Rect(x: 8, y: 8, width: 100, height: 40))
        let loops = screen.layoutIssues.compactMap { issue -> (View, Int)? in
            if case let .layoutLoop(view, passes) = issue { return (view, passes) } else { return nil }
        }
        #expect(loops.count == 1)
        #expect(loops.first?.0 === restless)
        #expect(loops.first?.1 == 50)
        #expect(screen.layoutIssues.map(\.description) == [
            "Layout did not settle after 50 passes: restless kept asking for layout (setNeedsLayout in its own layout?).",
        ])
        // Stopping marks every view laid out, so asking again does nothing…
        screen.layoutIfNeeded()
        #expect(restless.layoutCount == 50)
        #expect(screen.layoutIssues.count == 1)
        // …until something asks for layout: then another 50 passes and a
        // second report.
        restless.setNeedsLayout()
        screen.layoutIfNeeded()
        #expect(restless.layoutCount == 100)
        #expect(screen.layoutIssues.count == 2)
    }

    /// An override without super is reported once per update, naming the view;
    /// layout goes on (the view is still placed).
    @Test func updateConstraintsWithoutSuper() {
        let forgetful = ForgetfulView(name: "forgetful")
        let screen = screen(with: forgetful)
        screen.layoutIfNeeded()
        #expect(forgetful.updateCount == 1)
        #expect(forgetful.frame == Rect(x: 8, y: 8, width: 100, height: 40))
        #expect(screen.layoutIssues.count == 1)
        if case let .updateConstraintsWithoutSuper(view)? = screen.layoutIssues.first {
            #expect(view === forgetful)
        } else {
            Issue.record("expected updateConstraintsWithoutSuper, got \(screen.layoutIssues)")
        }
        #expect(screen.layoutIssues.map(\.description)
            == ["forgetful overrides updateConstraints() without calling super.updateConstraints()."])
    }

    /// setNeedsUpdateConstraints() from updateConstraints() does not loop:
    /// the request made during the update is consumed by it, so one update
    /// per layoutIfNeeded and no issue.
    @Test func setNeedsUpdateConstraintsInUpdateConstraints() {
        let view = ReupdatingView(name: "reupdating")
        let screen = screen(with: view)
        screen.layoutIfNeeded()
        #expect(view.updateCount == 1)
        #expect(screen.layoutIssues.isEmpty)
        #expect(view.frame == Rect(x: 8, y: 8, width: 100, height: 40))
    }
}
