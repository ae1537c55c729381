import Testing
@testable import Layout

/// Stands in for a collection view: a new size re-sizes its cell at once
/// (UIKit's collection view invalidates its layout on a bounds change), so
/// every change of its frame changes the engine. Its own layouts are
/// counted.
final class ResizingContentView: View {
    var layoutCount = 0
    let cellWidth: LayoutConstraint

    override init(name: String? = nil) {
        let cell = View(name: "cell")
        cellWidth = cell.widthAnchor.constraint(equalToConstant: 0)
        super.init(name: name)
        addSubview(cell)
        cell.topAnchor.constraint(equalTo: topAnchor).isActive = true
        cell.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
        cell.heightAnchor.constraint(equalToConstant: 20).isActive = true
        cellWidth.isActive = true
    }

    override var frame: Rect {
        didSet { cellWidth.constant = frame.width / 2 }
    }

    override func layoutSubviews() {
        layoutCount += 1
        super.layoutSubviews()
    }
}

/// Sets its content's frame after its own layout, as a controller does in
/// `viewDidLayoutSubviews()` (Ulry's appearance screen: `collectionview.frame
/// = view.bounds`).
final class FramingHostView: View {
    let content: View
    var layoutCount = 0

    init(content: View) {
        self.content = content
        super.init(name: "host")
        addSubview(content)
    }

    override func layoutSubviews() {
        layoutCount += 1
        super.layoutSubviews()
        content.frame = Rect(x: 10, y: 10, width: bounds.width - 20, height: bounds.height - 20)
    }
}

/// A frame the app sets over the engine's stays until the engine's
/// solution for the view moves: a superview is laid out again when its
/// subviews' solution changes, not because a frame differs from it (held-out
/// corpus 4: Ulry's appearance screen never settled).
@Suite struct AppSetFrameTests {
    /// The content has no constraints, so the engine's frame for it is
    /// zero at every solve; the host sets it to its bounds inset by 10.
    /// Every view lays out once in the first pass (all start needing
    /// layout): the host takes the engine's zero frame for the content,
    /// then sets its own; the content's layout solves again, finds the
    /// solution where the engine left it, and does not send the host back.
    /// (Before, the host laid out again at every solve: 50 passes.) Nothing
    /// is reported and the frame is the app's.
    @Test func frameSetAfterEachLayoutSettles() {
        let screen = root(width: 320, height: 480)
        let content = ResizingContentView(name: "content")
        let host = FramingHostView(content: content)
        screen.addSubview(host)
        host.topAnchor.constraint(equalTo: screen.topAnchor).isActive = true
        host.leadingAnchor.constraint(equalTo: screen.leadingAnchor).isActive = true
        host.trailingAnchor.constraint(equalTo: screen.trailingAnchor).isActive = true
        host.bottomAnchor.constraint(equalTo: screen.bottomAnchor).isActive = true
        screen.layoutIfNeeded()
        #expect(screen.layoutIssues.map(\.description) == [])
        #expect(host.layoutCount == 1)
        #expect(content.layoutCount == 1)
        #expect(content.frame == Rect(x: 10, y: 10, width: 300, height: 460))
        // Nothing asked for layout since: nothing runs.
        screen.layoutIfNeeded()
        #expect(host.layoutCount == 1)
        #expect(content.frame == Rect(x: 10, y: 10, width: 300, height: 460))
        // A new width lays the host out once more, and the content with it.
        screen.frame = Rect(x: 0, y: 0, width: 375, height: 480)
        screen.layoutIfNeeded()
        #expect(screen.layoutIssues.map(\.description) == [])
        #expect(host.layoutCount == 2)
        #expect(content.layoutCount == 2)
        #expect(content.frame == Rect(x: 10, y: 10, width: 355, height: 460))
    }

    /// A constrained view whose frame the app set keeps it while its
    /// solution stays (a sibling's change solves again), and takes the new
    /// solution when its own constraints move it.
    @Test func solutionThatMovesStillMoves() {
        let screen = root(width: 320, height: 480)
        let container = View(name: "container")
        screen.addSubview(container)
        container.topAnchor.constraint(equalTo: screen.topAnchor).isActive = true
        container.leadingAnchor.constraint(equalTo: screen.leadingAnchor).isActive = true
        container.trailingAnchor.constraint(equalTo: screen.trailingAnchor).isActive = true
        container.heightAnchor.constraint(equalToConstant: 200).isActive = true
        let child = View(name: "child")
        container.addSubview(child)
        child.topAnchor.constraint(equalTo: container.topAnchor, constant: 8).isActive = true
        child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8).isActive = true
        let width = child.widthAnchor.constraint(equalToConstant: 100)
        width.isActive = true
        child.heightAnchor.constraint(equalToConstant: 40).isActive = true
        let sibling = View(name: "sibling")
        screen.addSubview(sibling)
        sibling.topAnchor.constraint(equalTo: container.bottomAnchor).isActive = true
        sibling.leadingAnchor.constraint(equalTo: screen.leadingAnchor).isActive = true
        let siblingWidth = sibling.widthAnchor.constraint(equalToConstant: 60)
        siblingWidth.isActive = true
        sibling.heightAnchor.constraint(equalToConstant: 30).isActive = true
        screen.layoutIfNeeded()
        #expect(child.frame == Rect(x: 8, y: 8, width: 100, height: 40))

        child.frame = Rect(x: 0, y: 0, width: 30, height: 30)
        // The sibling's width changes and the engine solves again; the
        // child's solution is still (8, 8, 100, 40): its frame stays.
        siblingWidth.constant = 90
        screen.layoutIfNeeded()
        #expect(sibling.frame == Rect(x: 0, y: 200, width: 90, height: 30))
        #expect(child.frame == Rect(x: 0, y: 0, width: 30, height: 30))
        // Its own width changes: the solution moves, and the child with it.
        width.constant = 120
        screen.layoutIfNeeded()
        #expect(child.frame == Rect(x: 8, y: 8, width: 120, height: 40))
        #expect(screen.layoutIssues.map(\.description) == [])
    }
}
