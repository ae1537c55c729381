// The light and dark values of UIKit's system and semantic colours: the one
// table Trellis reads them from. Components are 0…255 as published; alpha is
// a fraction. Sources per row group (full citations and the iOS versions in
// docs/uikit.md "## Colours"):
//
// - System colours (systemRed … systemGray6): Apple's Human Interface
//   Guidelines, Color → Specifications, iOS/iPadOS "Default (light)" and
//   "Default (dark)" columns as published for iOS 15–18 (before the June 2025
//   revision for iOS 26), read from two independent transcriptions:
//   perseusrealdeal/PerseusUISystemKit Sources/PerseusUISystemKit/Protocols/
//   SystemColorProtocol.swift @ c6072b62eb62335655c6c062c268b19238a95d2e (MIT)
//   and flutter/flutter packages/flutter/lib/src/cupertino/colors.dart
//   @ 5d6fba73e24a2422e92041683cbcf9ef3f6f83f0 (BSD-3-Clause). They disagree on
//   systemMint dark (102,212,207 vs 99,230,226); Trellis takes Flutter's,
//   which matches the later HIG tables (see docs).
// - Semantic colours (label … quaternarySystemFill): not published as
//   numbers by Apple. Values printed by `resolvedColor(with:)` on an iOS 13
//   simulator, in noppefoxwolf/ColorSupport Color+Extensions.swift
//   @ 8769f06859f191a1aae3d5aab09afca76a32b57e (CGColor dumps in its comments,
//   which also give the colour space), agreeing with Flutter's colors.dart
//   (base, normal-contrast values) and, for the light values, with
//   noahsark769/ColorCompatibility Sources/ColorCompatibility.swift
//   @ 681d1a50287abecd0191ddb701dc69909ed70801 (MIT, generated from iOS 13).
//   Dark values are the "base" level (a full-screen view); UIKit's
//   "elevated" level (sheets, popovers) is not modelled.

struct UIColorSystemTable {
    /// One appearance of a colour: its space, components 0…255, alpha.
    struct Variant {
        let isGray: Bool
        let red: Int, green: Int, blue: Int
        let alpha: Double

        static func rgb(_ r: Int, _ g: Int, _ b: Int, alpha: Double = 1) -> Variant {
            Variant(isGray: false, red: r, green: g, blue: b, alpha: alpha)
        }
        static func gray(_ w: Int, alpha: Double = 1) -> Variant {
            Variant(isGray: true, red: w, green: w, blue: w, alpha: alpha)
        }

        var color: UIColor {
            isGray
                ? UIColor(white: CGFloat(red) / 255, alpha: CGFloat(alpha))
                : UIColor(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: CGFloat(alpha))
        }
    }

    /// A colour's UIKit name (as UIKit's description spells it) and its two values.
    struct Entry {
        let name: String
        let light: Variant
        let dark: Variant
    }

    // MARK: System colours (HIG, iOS 15–18)
    static let systemRed = Entry(name: "systemRedColor", light: .rgb(255, 59, 48), dark: .rgb(255, 69, 58))
    static let systemOrange = Entry(name: "systemOrangeColor", light: .rgb(255, 149, 0), dark: .rgb(255, 159, 10))
    static let systemYellow = Entry(name: "systemYellowColor", light: .rgb(255, 204, 0), dark: .rgb(255, 214, 10))
    static let systemGreen = Entry(name: "systemGreenColor", light: .rgb(52, 199, 89), dark: .rgb(48, 209, 88))
    static let systemMint = Entry(name: "systemMintColor", light: .rgb(0, 199, 190), dark: .rgb(99, 230, 226))
    static let systemTeal = Entry(name: "systemTealColor", light: .rgb(48, 176, 199), dark: .rgb(64, 200, 224))
    static let systemCyan = Entry(name: "systemCyanColor", light: .rgb(50, 173, 230), dark: .rgb(100, 210, 255))
    static let systemBlue = Entry(name: "systemBlueColor", light: .rgb(0, 122, 255), dark: .rgb(10, 132, 255))
    static let systemIndigo = Entry(name: "systemIndigoColor", light: .rgb(88, 86, 214), dark: .rgb(94, 92, 230))
    static let systemPurple = Entry(name: "systemPurpleColor", light: .rgb(175, 82, 222), dark: .rgb(191, 90, 242))
    static let systemPink = Entry(name: "systemPinkColor", light: .rgb(255, 45, 85), dark: .rgb(255, 55, 95))
    static let systemBrown = Entry(name: "systemBrownColor", light: .rgb(162, 132, 94), dark: .rgb(172, 142, 104))
    static let systemGray = Entry(name: "systemGrayColor", light: .rgb(142, 142, 147), dark: .rgb(142, 142, 147))
    static let systemGray2 = Entry(name: "systemGray2Color", light: .rgb(174, 174, 178), dark: .rgb(99, 99, 102))
    static let systemGray3 = Entry(name: "systemGray3Color", light: .rgb(199, 199, 204), dark: .rgb(72, 72, 74))
    static let systemGray4 = Entry(name: "systemGray4Color", light: .rgb(209, 209, 214), dark: .rgb(58, 58, 60))
    static let systemGray5 = Entry(name: "systemGray5Color", light: .rgb(229, 229, 234), dark: .rgb(44, 44, 46))
    static let systemGray6 = Entry(name: "systemGray6Color", light: .rgb(242, 242, 247), dark: .rgb(28, 28, 30))

    // MARK: Label colours (iOS 13+ resolvedColor dumps)
    static let label = Entry(name: "labelColor", light: .gray(0), dark: .gray(255))
    static let secondaryLabel = Entry(
        name: "secondaryLabelColor", light: .rgb(60, 60, 67, alpha: 0.6), dark: .rgb(235, 235, 245, alpha: 0.6))
    static let tertiaryLabel = Entry(
        name: "tertiaryLabelColor", light: .rgb(60, 60, 67, alpha: 0.3), dark: .rgb(235, 235, 245, alpha: 0.3))
    static let quaternaryLabel = Entry(
        name: "quaternaryLabelColor", light: .rgb(60, 60, 67, alpha: 0.18), dark: .rgb(235, 235, 245, alpha: 0.16))
    static let placeholderText = Entry(
        name: "placeholderTextColor", light: .rgb(60, 60, 67, alpha: 0.3), dark: .rgb(235, 235, 245, alpha: 0.3))
    static let link = Entry(name: "linkColor", light: .rgb(0, 122, 255), dark: .rgb(9, 132, 255))

    // MARK: Separators
    static let separator = Entry(
        name: "separatorColor", light: .rgb(60, 60, 67, alpha: 0.29), dark: .rgb(84, 84, 88, alpha: 0.6))
    static let opaqueSeparator = Entry(name: "opaqueSeparatorColor", light: .rgb(198, 198, 200), dark: .rgb(56, 56, 58))

    // MARK: Backgrounds (base level)
    static let systemBackground = Entry(name: "systemBackgroundColor", light: .gray(255), dark: .gray(0))
    static let secondarySystemBackground = Entry(
        name: "secondarySystemBackgroundColor", light: .rgb(242, 242, 247), dark: .rgb(28, 28, 30))
    static let tertiarySystemBackground = Entry(
        name: "tertiarySystemBackgroundColor", light: .gray(255), dark: .rgb(44, 44, 46))
    static let systemGroupedBackground = Entry(
        name: "systemGroupedBackgroundColor", light: .rgb(242, 242, 247), dark: .gray(0))
    static let secondarySystemGroupedBackground = Entry(
        name: "secondarySystemGroupedBackgroundColor", light: .gray(255), dark: .rgb(28, 28, 30))
    static let tertiarySystemGroupedBackground = Entry(
        name: "tertiarySystemGroupedBackgroundColor", light: .rgb(242, 242, 247), dark: .rgb(44, 44, 46))

    // MARK: Fills
    static let systemFill = Entry(
        name: "systemFillColor", light: .rgb(120, 120, 128, alpha: 0.2), dark: .rgb(120, 120, 128, alpha: 0.36))
    static let secondarySystemFill = Entry(
        name: "secondarySystemFillColor", light: .rgb(120, 120, 128, alpha: 0.16), dark: .rgb(120, 120, 128, alpha: 0.32))
    static let tertiarySystemFill = Entry(
        name: "tertiarySystemFillColor", light: .rgb(118, 118, 128, alpha: 0.12), dark: .rgb(118, 118, 128, alpha: 0.24))
    static let quaternarySystemFill = Entry(
        name: "quaternarySystemFillColor", light: .rgb(116, 116, 128, alpha: 0.08), dark: .rgb(118, 118, 128, alpha: 0.18))

    // MARK: Nonadaptable text colours (fixed: Apple's pages say they don't adapt)
    static let lightText = Entry(name: "lightTextColor", light: .gray(255, alpha: 0.6), dark: .gray(255, alpha: 0.6))
    static let darkText = Entry(name: "darkTextColor", light: .gray(0), dark: .gray(0))
}
