import Layout
import Testing
import TrellisUIKit

/// What the idiom views of Idioms/ promise, checked in numbers: the
/// articles' behaviours (a breakable constraint, a hidden arranged
/// subview, a self-sizing cell) and what UIKit does with them, including
/// three UIKit behaviours these views found missing (natural alignment in
/// right to left, a text field's baseline, a view's first trait change).
///
/// Numbers compared across `CGFloat` and `Double` are converted first:
/// `#expect(a == b)` with the implicit conversion between them fails for
/// equal values (seen with Swift 6.1's Swift Testing on Linux).
@MainActor @Suite struct IdiomBehaviourTests {
    /// Button shown: label, 8, button, 8 to the bottom. Hidden
    /// (`adjust()`): the breakable label-to-bottom constraint (8) takes over.
    @Test func breakableConstraintLetsTheViewShrink() throws {
        let view = BreakableConstraintView()
        let shown = try view.trellis.solvedLayout(width: 320)
        view.layoutIfNeeded()
        let shownLabel = view.titleLabel.frame
        #expect(view.actionButton.frame.minY == shownLabel.maxY + 8)
        #expect(shown.size.height == Double(view.actionButton.frame.maxY) + 8)
        let buttonHeight = Double(view.actionButton.frame.height)
        view.adjust()
        let collapsed = try view.trellis.solvedLayout(width: 320)
        view.layoutIfNeeded()
        #expect(view.actionButton.isHidden)
        #expect(collapsed.size.height == Double(view.titleLabel.frame.maxY) + 8)
        // The button's height and one gap shorter.
        #expect(shown.size.height - collapsed.size.height == buttonHeight + 8)
    }

    /// A hidden arranged subview takes no room and no spacing: Save sits
    /// one spacing (8) below the headline; shown, Undo comes in between.
    @Test func hiddenArrangedButtonClosesTheGap() throws {
        let view = StackHideView()
        _ = try view.trellis.solvedLayout(width: 320)
        view.layoutIfNeeded()
        #expect(abs(view.saveButton.frame.minY - (view.headlineLabel.frame.maxY + 8)) < 1e-9)  // thirds: float rounding
        view.adjust()
        _ = try view.trellis.solvedLayout(width: 320)
        view.layoutIfNeeded()
        #expect(view.undoButton.frame.minY == view.headlineLabel.frame.maxY + 8)
        #expect(view.saveButton.frame.minY == view.undoButton.frame.maxY + 8)
    }

    /// The size the cell reports for a column (`systemLayoutSizeFitting`
    /// with a required width) is the height it is drawn at, rounded up.
    @Test(arguments: [200.0, 320.0, 414.0])
    func selfSizingCellReportsTheHeightItDraws(width: Double) throws {
        let cell = SelfSizingNoteCell(frame: .zero)
        cell.configure(title: "Self-sizing cells",
                       body: "The cell asks its content for the compressed size that fits a required width.")
        let drawn = try cell.trellis.solvedLayout(width: width).size.height
        let fitted = cell.preferredSize(fittingWidth: width)
        #expect(Double(fitted.width) == width)
        #expect(Double(fitted.height) == drawn.rounded(.up))
    }

    /// The profile card's name wraps rather than pushing the Follow button
    /// out: the button keeps its whole width at 320 points.
    @Test func followButtonKeepsItsWidth() throws {
        let card = ProfileCardView(avatar: nil, name: "Grace Brewster Murray Hopper", handle: "@grace")
        _ = try card.trellis.solvedLayout(width: 320)
        card.layoutIfNeeded()
        #expect(card.followButton.frame.width == card.followButton.intrinsicContentSize.width)
        #expect(card.followButton.frame.maxX == CGFloat(320 - 16))
        #expect(card.nameLabel.frame.maxX <= card.followButton.frame.minX - 8)
    }

    // MARK: UIKit behaviours these views once found missing

    /// UIKit: `.natural` alignment follows the view's layout direction, so
    /// in a right-to-left interface a label's English text sits on the
    /// right (the advice for RTL support is "use leading/trailing and
    /// .natural").
    @Test func naturalAlignmentFollowsTheLayoutDirection() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        root.trellis.traitOverrides = UITraitCollection(layoutDirection: .rightToLeft)
        let label = UILabel()
        label.text = "Hi"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: root.topAnchor),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        _ = try root.trellis.solvedLayout(width: 200)
        let layoutLabel = try #require(label.trellis.layoutView as? Label)
        let line = try #require(layoutLabel.drawnText.lines.first)
        // The line ends at the label's right edge, 200.
        #expect(abs(layoutLabel.drawnText.origin.x + line.x + line.width - 200) < 0.5)
    }

    /// UIKit: a text field's first baseline is its text's, so a label and
    /// a field in a `.firstBaseline` stack have their text on one line.
    /// The field centres its one line vertically; with the same font, the
    /// field's top sits half the difference of their heights above the
    /// label's top.
    @Test func textFieldBaselineIsItsText() throws {
        let label = UILabel()
        label.text = "Email"
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.placeholder = "name@example.com"
        let row = UIStackView(arrangedSubviews: [label, field])
        row.alignment = .firstBaseline
        row.spacing = 8
        _ = try row.trellis.solvedLayout(width: 320)
        row.layoutIfNeeded()
        #expect(abs(field.frame.minY + (field.frame.height - label.frame.height) / 2 - label.frame.minY) < 1e-9)
    }

    /// UIKit: a view that read its traits in `init` (before it had a
    /// window) hears of the traits it gets when it is shown:
    /// `traitCollectionDidChange(_:)` is called, so a view that sets itself
    /// up there (CheckoutBarView's axis at accessibility sizes) follows.
    @Test func firstTraitOverrideIsHeard() {
        final class Listener: UIView {
            var calls = 0
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                calls += 1
            }
        }
        let view = Listener()
        let before = view.traitCollection.preferredContentSizeCategory
        view.trellis.traitOverrides = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
        #expect(view.traitCollection.preferredContentSizeCategory != before)
        #expect(view.calls == 1)
    }
}
