import Layout

extension TrellisView {
    /// Pseudo-localises the tree under this view as UIKit holds it, the
    /// way a translation would change it (``PseudoLocalization``: `expand`,
    /// 35 % longer with accents, like Android's en-XA; `rtl`, mirrored, like
    /// ar-XB): labels' texts, buttons' titles for every state (or their
    /// configuration's title and subtitle), text fields' texts and
    /// placeholders, text views' texts and segment titles. `rtl` also lays
    /// the tree out right to left (a trait override on this view).
    ///
    /// Changing the UIKit views, not only the Layout tree underneath, keeps
    /// the change when a view sets its text again (a button re-applies its
    /// title on every trait or state change). Call it after the texts are
    /// set (after `loadViewIfNeeded()` for a view controller's view).
    ///
    ///     let card = OrderSummaryView()
    ///     card.trellis.pseudoLocalize(.expand)
    ///     assertLayoutHealth(of: card, widths: [320, 390])
    public func pseudoLocalize(_ pseudo: PseudoLocalization) {
        pseudoLocalize(view, pseudo.transform)
        if pseudo == .rtl {
            let given = traitOverrides ?? UITraitCollection()
            traitOverrides = given.modifyingTraits { $0.layoutDirection = .rightToLeft }
        }
    }

    private func pseudoLocalize(_ view: UIView, _ transform: (String) -> String) {
        switch view {
        case let label as UILabel:
            label.text = label.text.map(transform)
        case let button as UIButton:
            button.transformTitles(transform)
        case let field as UITextField:
            // Never nil when read: an empty field stays empty.
            if field.hasText { field.text = field.text.map(transform) }
            field.placeholder = field.placeholder.map(transform)
        case let textView as UITextView:
            if textView.hasText { textView.text = textView.text.map(transform) }
        case let segments as UISegmentedControl:
            for index in 0..<segments.numberOfSegments {
                segments.setTitle(segments.titleForSegment(at: index).map(transform), forSegmentAt: index)
            }
        default:
            break
        }
        for subview in view.subviews { pseudoLocalize(subview, transform) }
    }
}
