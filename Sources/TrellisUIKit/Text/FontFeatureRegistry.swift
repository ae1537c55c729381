import Foundation

// Apple's font feature types and selectors (Core Text's SFNTLayoutTypes
// names and numbers, from the AAT Font Feature Registry,
// developer.apple.com/fonts/TrueType-Reference-Manual/RM09/AppendixF.html),
// the ones real code passes in `UIFontDescriptor.AttributeName.featureSettings`.
// In Swift on Apple's platforms they are `Int`s.

public let kLigaturesType = 1
public let kCommonLigaturesOnSelector = 2
public let kCommonLigaturesOffSelector = 3
public let kRareLigaturesOnSelector = 4
public let kRareLigaturesOffSelector = 5

public let kLetterCaseType = 3
public let kSmallCapsSelector = 3

public let kNumberSpacingType = 6
public let kMonospacedNumbersSelector = 0
public let kProportionalNumbersSelector = 1

public let kVerticalPositionType = 10
public let kNormalPositionSelector = 0
public let kSuperiorsSelector = 1
public let kInferiorsSelector = 2
public let kOrdinalsSelector = 3
public let kScientificInferiorsSelector = 4

public let kFractionsType = 11
public let kNoFractionsSelector = 0
public let kVerticalFractionsSelector = 1
public let kDiagonalFractionsSelector = 2

public let kTypographicExtrasType = 14
public let kSlashedZeroOnSelector = 4
public let kSlashedZeroOffSelector = 5

public let kNumberCaseType = 21
public let kLowerCaseNumbersSelector = 0
public let kUpperCaseNumbersSelector = 1

public let kCaseSensitiveLayoutType = 33
public let kCaseSensitiveLayoutOnSelector = 0
public let kCaseSensitiveLayoutOffSelector = 1

public let kStylisticAlternativesType = 35
public let kStylisticAltOneOnSelector = 2
public let kStylisticAltOneOffSelector = 3
public let kStylisticAltTwoOnSelector = 4
public let kStylisticAltTwoOffSelector = 5
public let kStylisticAltThreeOnSelector = 6
public let kStylisticAltThreeOffSelector = 7

public let kContextualAlternatesType = 36
public let kContextualAlternatesOnSelector = 0
public let kContextualAlternatesOffSelector = 1

public let kLowerCaseType = 37
public let kDefaultLowerCaseSelector = 0
public let kLowerCaseSmallCapsSelector = 1
public let kLowerCasePetiteCapsSelector = 2

public let kUpperCaseType = 38
public let kDefaultUpperCaseSelector = 0
public let kUpperCaseSmallCapsSelector = 1
public let kUpperCasePetiteCapsSelector = 2

/// What one Apple feature setting asks of an OpenType font. The registry
/// gives each selector its OpenType equivalent: number spacing is `tnum`
/// or `pnum`, small caps `smcp` (capitals `c2sc`), fractions `frac`
/// (vertical ones `afrc`), and so on.
enum FontFeatureSetting: Equatable {
    /// Digits one width (true) or proportional (false).
    case monospacedDigits(Bool)
    /// An OpenType feature by tag: 1 on, 0 off.
    case openType(String, UInt32)
    /// Every one of these features off (a selector that undoes a group:
    /// no fractions, normal position, default case).
    case off([String])

    /// The setting for Apple's feature type and selector, nil for one
    /// Trellis does not map (left out, as Core Text leaves out a feature
    /// the font lacks).
    init?(type: Int, selector: Int) {
        switch (type, selector) {
        case (kNumberSpacingType, kMonospacedNumbersSelector): self = .monospacedDigits(true)
        case (kNumberSpacingType, kProportionalNumbersSelector): self = .monospacedDigits(false)
        case (kLigaturesType, kCommonLigaturesOnSelector): self = .openType("liga", 1)
        case (kLigaturesType, kCommonLigaturesOffSelector): self = .openType("liga", 0)
        case (kLigaturesType, kRareLigaturesOnSelector): self = .openType("dlig", 1)
        case (kLigaturesType, kRareLigaturesOffSelector): self = .openType("dlig", 0)
        case (kLetterCaseType, kSmallCapsSelector): self = .openType("smcp", 1)
        case (kLowerCaseType, kLowerCaseSmallCapsSelector): self = .openType("smcp", 1)
        case (kLowerCaseType, kLowerCasePetiteCapsSelector): self = .openType("pcap", 1)
        case (kLowerCaseType, kDefaultLowerCaseSelector): self = .off(["smcp", "pcap"])
        case (kUpperCaseType, kUpperCaseSmallCapsSelector): self = .openType("c2sc", 1)
        case (kUpperCaseType, kUpperCasePetiteCapsSelector): self = .openType("c2pc", 1)
        case (kUpperCaseType, kDefaultUpperCaseSelector): self = .off(["c2sc", "c2pc"])
        case (kFractionsType, kDiagonalFractionsSelector): self = .openType("frac", 1)
        case (kFractionsType, kVerticalFractionsSelector): self = .openType("afrc", 1)
        case (kFractionsType, kNoFractionsSelector): self = .off(["frac", "afrc"])
        case (kVerticalPositionType, kSuperiorsSelector): self = .openType("sups", 1)
        case (kVerticalPositionType, kInferiorsSelector): self = .openType("subs", 1)
        case (kVerticalPositionType, kOrdinalsSelector): self = .openType("ordn", 1)
        case (kVerticalPositionType, kScientificInferiorsSelector): self = .openType("sinf", 1)
        case (kVerticalPositionType, kNormalPositionSelector): self = .off(["sups", "subs", "ordn", "sinf"])
        case (kTypographicExtrasType, kSlashedZeroOnSelector): self = .openType("zero", 1)
        case (kTypographicExtrasType, kSlashedZeroOffSelector): self = .openType("zero", 0)
        case (kNumberCaseType, kLowerCaseNumbersSelector): self = .openType("onum", 1)
        case (kNumberCaseType, kUpperCaseNumbersSelector): self = .openType("lnum", 1)
        case (kCaseSensitiveLayoutType, kCaseSensitiveLayoutOnSelector): self = .openType("case", 1)
        case (kCaseSensitiveLayoutType, kCaseSensitiveLayoutOffSelector): self = .openType("case", 0)
        case (kContextualAlternatesType, kContextualAlternatesOnSelector): self = .openType("calt", 1)
        case (kContextualAlternatesType, kContextualAlternatesOffSelector): self = .openType("calt", 0)
        case (kStylisticAlternativesType, 2...41):
            // Stylistic set n is on at selector 2n and off at 2n + 1.
            let set = selector / 2
            self = .openType(String(format: "ss%02d", set), selector % 2 == 0 ? 1 : 0)
        default: return nil
        }
    }
}
