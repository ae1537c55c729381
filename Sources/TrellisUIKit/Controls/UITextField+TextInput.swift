import Foundation
import Layout

/// A text field as the shared editing code sees it (TextInputEditing.swift).
extension UITextField: TextInputHost {
    var documentText: String { text ?? "" }

    func replaceDocumentCharacters(in range: NSRange, with text: String) {
        self.text = (documentText as NSString).replacingCharacters(in: range, with: text)
    }

    func delegateAllowsChange(in range: NSRange, replacement text: String) -> Bool {
        delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: text) ?? true
    }

    /// `.editingChanged` to the targets, then the did-change notification
    /// (and the delegate's `textFieldDidChangeSelection(_:)`, the caret having moved).
    func sendTextDidChange() {
        sendActions(for: .editingChanged)
        NotificationStallWatch.post(UITextField.textDidChangeNotification, object: self)
        // A search bar's field: the bar's delegate hears `searchBar(_:textDidChange:)`.
        (delegate as? SearchFieldRelay)?.textDidChange(self)
        delegate?.textFieldDidChangeSelection(self)
    }

    /// The text as the field lays it out: one line in the text's rect
    /// (the editing rect while editing; mirrored right to left, as
    /// `layoutSubviews` places it), vertically centred as the field centres
    /// it, measured by the field's text engine.
    var caretGeometry: TextCaretGeometry {
        let bounds = self.bounds
        var rect = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        if rightToLeft { rect.origin.x = bounds.minX + bounds.maxX - rect.maxX }
        let font = (self.font ?? .systemFont(ofSize: 17)).layoutFont
        let measurer = node.effectiveTextMeasurer
        let text = documentText
        let line = measurer.measure(TextMeasurementRequest(text: text.isEmpty ? " " : text, font: font, width: nil,
                                                           numberOfLines: 1, lineBreakMode: .byClipping))
        let origin = CGPoint(x: rect.minX, y: rect.midY - CGFloat(line.size.height) / 2)
        return TextCaretGeometry(text: text, font: font, measurer: measurer, width: Double(rect.width),
                                 alignment: textAlignment.layoutAlignment.resolved(rightToLeft: rightToLeft),
                                 origin: origin, oneLine: true)
    }
}
