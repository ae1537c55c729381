import Foundation
import Layout

/// The button's title label (UIKit's `UIButton.titleLabel`, of UIKit's
/// private class `UIButtonLabel`, the name UIKit's logged view trees give
/// it and the one Trellis's reports show).
///
/// A subview of the button once the button has a title, after its image
/// view (UIKit's logged trees list the image view, then the label:
/// docs/uikit-numbers.md, "Button title label: a subview"), taking no
/// touches, as a label does. It is the view that draws the title: the
/// button stops drawing it itself (Layout's `Button.drawsTitle`), so its
/// `isHidden`, `alpha`, a frame moved in a subclass's `layoutSubviews` and
/// constraints to its anchors all work. At the frame the button gives it
/// (Layout's `Button.titleFrame(in:)`) and any frame of that size, it
/// draws the title exactly where the button drew it; sized otherwise by
/// the app, it draws its text as any label does in its bounds.
final class UIButtonLabel: UILabel {
    /// The frame the button last gave the label: a frame the app set
    /// since (a subclass's `layoutSubviews`) is kept until the next layout.
    var placedFrame: CGRect?

    /// Text the app wrote into the label itself (`button.titleLabel?.text
    /// = …`). Apple: "To set the actual text of the label, use
    /// setTitle(_:for:) (button.titleLabel.text does not let you set the
    /// text)"; UIKit's log of such a button has the label reading the text
    /// back, hidden, at a zero frame, and the button shows no title
    /// (docs/uikit-numbers.md, "Button title label: text set on the
    /// label"). So it is kept for reading only: the button's title, which
    /// the label shows, is the title for the state.
    private var strayText: String?

    /// The title the button shows, else the text the app wrote here.
    override var text: String? {
        get { super.text ?? strayText }
        set { strayText = newValue }
    }

    override var attributedText: NSAttributedString? {
        get { super.text == nil ? strayText.map { NSAttributedString(string: $0) } : super.attributedText }
        set { strayText = newValue?.string }
    }

    /// Whether the label is dimmed for the button's highlight.
    private var dimmedForHighlight = false

    /// A system button's title while highlighted: its label at alpha 0.2,
    /// as two UIKit logs of a system button in its action show it
    /// (docs/uikit-numbers.md, "Highlighted system button title"); back
    /// to 1 when the highlight ends. Only a change of highlight touches
    /// the alpha, so an alpha the app gave the label holds until then.
    func dim(forHighlight highlighted: Bool) {
        guard highlighted != dimmedForHighlight else { return }
        dimmedForHighlight = highlighted
        alpha = highlighted ? Self.highlightedAlpha : 1
    }

    static let highlightedAlpha: CGFloat = 0.2

    /// The button sets the title's colour from its state and traits
    /// (`titleColor(for:)`); a trait change reaching the label keeps it,
    /// where a plain label would take its own stored colour.
    override func applyTraits(_ traits: UITraitCollection) {
        let color = label.textColor
        super.applyTraits(traits)
        label.textColor = color
    }
}

extension UIButton {
    /// Adds the title label under the button's other subviews, after the
    /// image view, the first time the button has a title to show (the
    /// button stops drawing the title itself), and places it.
    func updateTitleLabel() {
        guard !button.drawsTitle || !(button.title ?? "").isEmpty else { return }
        if titleLabelFacade.superview !== self {
            let index = imageViewFacadeIfMade.flatMap { image in subviews.firstIndex { $0 === image } }.map { $0 + 1 } ?? 0
            button.drawsTitle = false
            insertSubview(titleLabelFacade, at: index)
        }
        placeTitleLabel(layingOut: false)
        titleLabelFacade.dim(forHighlight: isHighlighted && buttonType == .system && configuration == nil)
    }

    /// The title label's frame, as UIKit lays it out. `layingOut`: the
    /// button's `layoutSubviews`, which puts the label back where UIKit
    /// lays it out; otherwise a frame the app gave it holds. The frame is
    /// the untransformed one, so a transform on the label turns it in place.
    func placeTitleLabel(layingOut: Bool) {
        let label = titleLabelFacade
        let frame = CGRect(button.titleFrame(in: bounds.size.layoutSize))
        guard layingOut || label.placedFrame == nil || label.untransformedFrame == label.placedFrame else { return setNeedsLayout() }
        label.untransformedFrame = frame
        label.placedFrame = frame
    }
}
