extension LayoutConstraint {
    /// Options for `constraints(withVisualFormat:options:metrics:views:)`
    /// (UIKit's `NSLayoutConstraint.FormatOptions`, with the same raw values).
    ///
    /// - The `alignAll…` options align every view of the line across the
    ///   line's orientation: `H:[a]-[b]` with `.alignAllCenterY` adds
    ///   `b.centerY == a.centerY`. An alignment along the orientation
    ///   (`.alignAllLeft` in an `H:` line) is an error.
    /// - The direction options say which edges an `H:` line uses: leading
    ///   and trailing (the default, following the views' reading
    ///   direction), left and right, or right and left (the line reads from
    ///   the right edge towards the left). Only one may be given.
    /// - `.spacingBaselineToBaseline` measures the gaps between views of a
    ///   `V:` line from the upper view's last baseline to the lower view's
    ///   first baseline, instead of from bottom edge to top edge.
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// UIKit's older name of `alignAllLastBaseline`.
        public static let alignAllBaseline = alignAllLastBaseline
        /// The alignment bits.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        /// Leading to trailing: the default (raw value 0, as in UIKit).
        public static let directionLeadingToTrailing = FormatOptions(rawValue: 0 << 16)
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The direction bits.
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)

        /// Edge to edge: the default (raw value 0, as in UIKit).
        public static let spacingEdgeToEdge = FormatOptions(rawValue: 0 << 19)
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The spacing bits.
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)

        /// Each alignment option with the attribute it aligns.
        static let alignments: [(option: FormatOptions, name: String, attribute: LayoutAttribute)] = [
            (.alignAllLeft, "alignAllLeft", .left), (.alignAllRight, "alignAllRight", .right),
            (.alignAllTop, "alignAllTop", .top), (.alignAllBottom, "alignAllBottom", .bottom),
            (.alignAllLeading, "alignAllLeading", .leading), (.alignAllTrailing, "alignAllTrailing", .trailing),
            (.alignAllCenterX, "alignAllCenterX", .centerX), (.alignAllCenterY, "alignAllCenterY", .centerY),
            (.alignAllLastBaseline, "alignAllLastBaseline", .lastBaseline),
            (.alignAllFirstBaseline, "alignAllFirstBaseline", .firstBaseline),
        ]
    }
}
