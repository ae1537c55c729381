import Foundation

/// A list cell's `separatorLayoutGuide`. Apple: "the layout guide for the
/// cell's separator"; apps align the separator with their own content by
/// constraining the guide's leading anchor (`cell.separatorLayoutGuide
/// .leadingAnchor.constraint(equalTo: label.leadingAnchor)`). So it is a
/// guide of its own, the cell's height and running to its trailing edge,
/// whose leading edge sits where the separator starts by default (the
/// text's start) at a low priority, which the app's constraint overrides.
/// It was the cell's margins guide, whose required margins dropped such a
/// constraint and kept the separator at the text.
extension UICollectionViewListCell {
    func separatorGuide() -> UILayoutGuide {
        if let madeSeparatorGuide { return madeSeparatorGuide.guide }
        let guide = UILayoutGuide()
        guide.identifier = "UICollectionViewListCellSeparatorLayoutGuide"
        addLayoutGuide(guide)
        let leading = guide.leadingAnchor.constraint(equalTo: leadingAnchor, constant: defaultSeparatorLeading)
        leading.priority = .defaultLow
        NSLayoutConstraint.activate([
            leading,
            guide.trailingAnchor.constraint(equalTo: trailingAnchor),
            guide.topAnchor.constraint(equalTo: topAnchor),
            guide.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
        madeSeparatorGuide = (guide, leading)
        return guide
    }

    /// The separator's start from the leading edge when the app's
    /// constraints moved the guide off its default place; nil otherwise
    /// (never asked for, or not moved: the default follows the text live).
    var separatorLeadingSetByApp: CGFloat? {
        guard let (guide, defaultLeading) = madeSeparatorGuide else { return nil }
        let frame = guide.layoutFrame
        let leading = effectiveUserInterfaceLayoutDirection == .rightToLeft ? bounds.width - frame.maxX : frame.minX - bounds.minX
        return abs(leading - defaultLeading.constant) < 1e-9 ? nil : leading
    }

    /// Keeps a guide the app has not moved at the separator's default start
    /// as the cell's content changes (an image given to the content, a
    /// leading accessory, the list's margins): UIKit's guide is where the
    /// separator is, so a guide only read reads where the separator is
    /// drawn now, not where it was when the guide was made. Called as the
    /// list draws the cell's separator; the cell is laid out again only
    /// when the start moved.
    func followDefaultSeparatorLeading() {
        guard let (_, defaultLeading) = madeSeparatorGuide, separatorLeadingSetByApp == nil else { return }
        let now = defaultSeparatorLeading
        guard abs(defaultLeading.constant - now) > 1e-9 else { return }
        defaultLeading.constant = now
        setNeedsLayout()
        layoutIfNeeded()
    }
}
