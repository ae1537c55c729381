import Layout

// "Advanced Auto Layout Toolbox" (shared/articles/advanced-auto-layout-toolbox.md),
// "Frame vs. Alignment Rect": a custom icon with ornamentation (a badge that
// hangs off its top-right corner) lines up with a plain icon because Auto
// Layout ties alignment rects, not frames.

extension Example {
    /// The badged icon's frame is 8 points taller and wider than the rect its
    /// constraints tie; the plain icon below it and both labels line up with
    /// the icon, not with the badge.
    static let alignmentRect = Example(
        name: "alignment-rect",
        summary: "A badged icon whose alignmentRectInsets leave the badge out, aligned with a plain icon and labels.",
        build: { root, _ in
            let badged = BadgedIconView(name: "badgedIcon")
            let plain = View(name: "plainIcon")
            plain.backgroundColor = BadgedIconView.iconColor
            plain.cornerRadius = 8
            let inbox = Label(text: "Inbox", name: "inboxLabel")
            let archive = Label(text: "Archive", name: "archiveLabel")
            for view in [badged, plain, inbox, archive] as [View] { root.addSubview(view) }

            // The alignment rect: its top-left 20 from the root's, 40 × 40
            // (the intrinsic size is the alignment rect's too).
            badged.topAnchor.constraint(equalTo: root.topAnchor, constant: 20).isActive = true
            badged.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20).isActive = true

            // The plain icon 8 below, same leading edge and width: the icons
            // line up although the frames do not.
            plain.topAnchor.constraint(equalTo: badged.bottomAnchor, constant: 8).isActive = true
            plain.leadingAnchor.constraint(equalTo: badged.leadingAnchor).isActive = true
            plain.widthAnchor.constraint(equalTo: badged.widthAnchor).isActive = true
            plain.heightAnchor.constraint(equalTo: badged.heightAnchor).isActive = true

            // Each label 12 after its icon, centred on it.
            for (label, icon) in [(inbox, badged as View), (archive, plain)] {
                label.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 12).isActive = true
                label.centerYAnchor.constraint(equalTo: icon.centerYAnchor).isActive = true
                label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -20).isActive = true
            }
        }
    )
}

/// An icon with a badge that sticks out 8 points above and to the right of
/// it. The badge is ornamentation: `alignmentRectInsets` leave it out, so
/// constraints (and the intrinsic size) see only the 40 × 40 icon.
final class BadgedIconView: View {
    static let iconColor = Color(red: 0.2, green: 0.45, blue: 0.85)
    static let iconSize = 40.0
    static let badgeSize = 16.0
    /// How far the badge reaches past the icon's top and trailing edges.
    static let overhang = 8.0

    override init(name: String? = nil) {
        super.init(name: name)
        // Frames in the view's own coordinates (its frame, not its alignment
        // rect): the icon 8 down, the badge at the top right.
        let icon = View(name: "iconImage")
        icon.frame = Rect(x: 0, y: Self.overhang, width: Self.iconSize, height: Self.iconSize)
        icon.backgroundColor = Self.iconColor
        icon.cornerRadius = 8
        let badge = View(name: "badge")
        badge.frame = Rect(x: Self.iconSize + Self.overhang - Self.badgeSize, y: 0, width: Self.badgeSize, height: Self.badgeSize)
        badge.backgroundColor = .red
        badge.cornerRadius = Self.badgeSize / 2
        for view in [icon, badge] {
            view.translatesAutoresizingMaskIntoConstraints = true
            addSubview(view)
        }
    }

    override var alignmentRectInsets: EdgeInsets {
        EdgeInsets(top: Self.overhang, left: 0, bottom: 0, right: Self.overhang)
    }

    override var intrinsicContentSize: Size { Size(width: Self.iconSize, height: Self.iconSize) }
}
