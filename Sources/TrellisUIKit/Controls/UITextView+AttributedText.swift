import Foundation
import Layout

extension UITextView {
    /// The attributed text as the text view draws it: each run's own
    /// attributes, runs without a font or colour in the view's (as a
    /// label's are), and links in `linkTextAttributes`' colour, else the
    /// view's tint colour (UIKit's default). Nil for plain text. (The link
    /// colour is set on the drawn runs, not added to the string: adding an
    /// attribute makes swift-corelibs-foundation compare neighbouring runs'
    /// dictionaries, which traps when they hold different colours.)
    func drawnAttributedText(traits: UITraitCollection) -> AttributedText? {
        guard let stored = storedAttributedText else { return nil }
        var drawn = stored.layoutText(traits: traits)
        let linkColor = storedLinkTextAttributes?[.foregroundColor] as? UIColor
        let tint = drawnColor(linkColor ?? tintColor ?? .systemBlue, with: traits)
        for index in drawn.runs.indices where drawn.runs[index].attributes.link != nil {
            drawn.runs[index].attributes.foregroundColor = tint
        }
        return drawn
    }
}
