// `#colorLiteral(red:green:blue:alpha:)` makes a `UIColor`, as in UIKit, with
// or without a type annotation. Apps keep palettes written with Xcode's colour
// picker this way (fidelity pass, issue 30: hfabisiak/GithubAPI's
// `ColorsPalette`, `static let black = #colorLiteral(…)`, did not build).
extension UIColor: _ExpressibleByColorLiteral {
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

// A literal where a `CGColor` is expected is one too: Apple's sample
// "Customizing collection view layouts" sets `layer.borderColor =
// #colorLiteral(…)` (AvatarView.swift, PersonCell.swift), which Xcode builds.
extension CGColor: _ExpressibleByColorLiteral {
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(srgbRed: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

/// The type an unannotated literal takes, as UIKit declares them.
public typealias _ColorLiteralType = UIColor
public typealias _ImageLiteralType = UIImage
