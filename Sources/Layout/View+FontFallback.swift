/// A font substitution reported for one view and one requested font.
struct FontFallbackKey: Hashable {
    let view: ObjectIdentifier
    let font: Font
}

extension View {
    /// Reports, once per view and font, each label (and button title) whose
    /// font the text measurer sets in another face: a missing family,
    /// weight or slant is never substituted silently.
    func reportFontFallbacks() {
        let state = self.state
        for view in subtree {
            let label: Label?
            if let button = view as? Button { label = button.titleLabel } else { label = view as? Label }
            guard let label, label.fontCheckedForFallback != label.font, let text = label.text, !text.isEmpty else { continue }
            label.fontCheckedForFallback = label.font
            if (label.attributedText?.paragraphStyle.hyphenationFactor ?? label.hyphenationFactor) > 0, !state.reportedHyphenation.contains(ObjectIdentifier(view)),
               let reason = label.effectiveTextMeasurer.hyphenationUnavailable(language: nil) {
                state.reportedHyphenation.insert(ObjectIdentifier(view))
                recordIssue(.hyphenationUnavailable(view, reason: reason))
            }
            let key = FontFallbackKey(view: ObjectIdentifier(view), font: label.font)
            guard !state.reportedFontFallbacks.contains(key),
                  let used = label.effectiveTextMeasurer.substitution(for: label.font) else { continue }
            state.reportedFontFallbacks.insert(key)
            recordIssue(.fontFallback(view, requested: label.font, used: used))
        }
    }
}
