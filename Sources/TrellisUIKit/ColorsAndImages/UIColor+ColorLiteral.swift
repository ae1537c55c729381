// `#colorLiteral(red:green:blue:alpha:)` makes a `UIColor`, as in UIKit, with
// or without a type annotation. Apps keep palettes written with Xcode's colour
// picker this way (fidelity pass, issue 30: hfabisiak/GithubAPI's
// `ColorsPalette`, `static let black = #colorLiteral(…)`, did not build).
extension UIColor: _ExpressibleByColorLiteral {
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

/// The type an unannotated literal takes, as UIKit declares them.
public typealias _ColorLiteralType = UIColor
public typealias _ImageLiteralType = UIImage
