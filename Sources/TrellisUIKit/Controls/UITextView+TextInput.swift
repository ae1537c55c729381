import Foundation
import Layout

/// A text view as the shared editing code sees it (TextInputEditing.swift).
extension UITextView: TextInputHost {
    var documentText: String { text ?? "" }

    /// Plain text is edited as text; an attributed text keeps its runs,
    /// the typed text taking `typingAttributes`.
    func replaceDocumentCharacters(in range: NSRange, with text: String) {
        guard let stored = storedAttributedText else {
            self.text = (documentText as NSString).replacingCharacters(in: range, with: text)
            return
        }
        let edited = NSMutableAttributedString(attributedString: stored)
        edited.replaceCharacters(in: range, with: NSAttributedString(string: text, attributes: typingAttributes))
        attributedText = edited
    }

    func delegateAllowsChange(in range: NSRange, replacement text: String) -> Bool {
        textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: text) ?? true
    }

    /// The delegate's `textViewDidChangeSelection(_:)` (the caret moved)
    /// and `textViewDidChange(_:)`, then the did-change notification.
    func sendTextDidChange() {
        textViewDelegate?.textViewDidChangeSelection(self)
        textViewDelegate?.textViewDidChange(self)
        NotificationStallWatch.post(UITextView.textDidChangeNotification, object: self)
    }

    var textViewDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

    /// The text as the view lays it out, in content coordinates (UIKit's
    /// bounds coordinates): wrapped inside the container inset and the
    /// line fragment padding; the bars over it move the offset, not this.
    var caretGeometry: TextCaretGeometry {
        let inset = textContainerInset, padding = textContainer.lineFragmentPadding
        let width = max(0, bounds.width - inset.left - inset.right - 2 * padding)
        return TextCaretGeometry(text: documentText, font: (font ?? .systemFont(ofSize: 12)).layoutFont,
                                 measurer: node.effectiveTextMeasurer, width: Double(width),
                                 alignment: textAlignment.layoutAlignment
                                     .resolved(rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft),
                                 origin: CGPoint(x: inset.left + padding, y: inset.top))
    }

    /// Scrolls the least that shows the range's first line with the
    /// container inset around it inside the part the adjusted insets leave
    /// (not under the bars), as `scrollRectToVisible(_:animated:)` reads
    /// visible; none when it shows already. Never above the rest,
    /// `-adjustedContentInset.top`; not held below the content's end, as
    /// the content area is the view's bounds here, not the text's height.
    func scrollToShow(_ range: NSRange) {
        let clamped = TextInputState.clamped(range, in: documentText)
        let line = caretGeometry.rects(for: clamped)[0]
        let container = textContainerInset, adjusted = adjustedContentInset
        let wantedTop = line.minY - container.top, wantedBottom = line.maxY + container.bottom
        var offset = contentOffset
        let visibleHeight = bounds.height - adjusted.bottom
        if wantedBottom > offset.y + visibleHeight { offset.y = wantedBottom - visibleHeight }
        if line.minY < offset.y + adjusted.top { offset.y = max(0 - adjusted.top, wantedTop - adjusted.top) }
        if offset != contentOffset { contentOffset = offset }
    }
}
