/// An sRGB colour with alpha, components in 0...1 (UIKit's `UIColor`).
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// A grey: `Color(white: 0.926)` is the demo app's panel background.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// From hue, saturation and brightness, each 0...1 (UIKit's HSB initializer).
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        // A hue that is not finite has no sector: taken as 0 (red), never a trap.
        let h = hue.isFinite ? (hue - hue.rounded(.down)) * 6 : 0
        let sector = Int(h) % 6  // checked: h is in 0..<6 (a fraction times 6)
        let f = h - h.rounded(.down)
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * f)
        let t = brightness * (1 - saturation * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (brightness, t, p)
        case 1: (r, g, b) = (q, brightness, p)
        case 2: (r, g, b) = (p, brightness, t)
        case 3: (r, g, b) = (p, q, brightness)
        case 4: (r, g, b) = (t, p, brightness)
        default: (r, g, b) = (brightness, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    public static let clear = Color(white: 0, alpha: 0)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let red = Color(red: 1, green: 0, blue: 0)
    public static let green = Color(red: 0, green: 1, blue: 0)
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// iOS's tint blue, the default colour of a button's title.
    public static let systemBlue = Color(red: 0, green: 122.0 / 255, blue: 1)
    public static let lightGray = Color(white: 2.0 / 3)
    public static let darkGray = Color(white: 1.0 / 3)

    /// `#RRGGBB` or `#RRGGBBAA`.
    public var description: String {
        func hex(_ x: Double) -> String {
            let v = Int((max(0, min(1, x)) * 255).rounded())  // checked: clamped to 0…1 first (min(1, NaN) is 1)
            let digits = String(v, radix: 16, uppercase: true)
            return v < 16 ? "0" + digits : digits
        }
        return "#" + hex(red) + hex(green) + hex(blue) + (alpha < 1 ? hex(alpha) : "")
    }
}
