// Display P3 → extended sRGB, for `UIColor(displayP3Red:green:blue:alpha:)`.
//
// Display P3 and sRGB share the D65 white point and the sRGB transfer curve;
// only the primaries differ. The conversion is: undo the curve, go to CIE XYZ
// with P3's primaries, come back with sRGB's, reapply the curve. The matrices
// are CSS Color Module Level 4's exact rational ones (W3C, "Sample code for
// color conversions", https://www.w3.org/TR/css-color-4/#color-conversion-code:
// `lin_P3_to_XYZ` and `XYZ_to_lin_sRGB`). As in that code and in Apple's
// extended sRGB, the curve is mirrored for negative components, so a P3
// colour outside sRGB keeps a negative or >1 component instead of clipping.

extension UIColor {
    /// Linear P3 → XYZ (D65).
    static let linearP3ToXYZ: [[Double]] = [
        [608311.0 / 1250200, 189793.0 / 714400, 198249.0 / 1000160],
        [35783.0 / 156275, 247089.0 / 357200, 198249.0 / 2500400],
        [0, 32229.0 / 714400, 5220557.0 / 5000800],
    ]

    /// XYZ (D65) → linear sRGB.
    static let xyzToLinearSRGB: [[Double]] = [
        [12831.0 / 3959, -329.0 / 214, -1974.0 / 3959],
        [-851781.0 / 878810, 1648619.0 / 878810, 36519.0 / 878810],
        [705.0 / 12673, -2585.0 / 12673, 705.0 / 667],
    ]

    static func extendedSRGB(fromDisplayP3 p3: (Double, Double, Double))
        -> (red: Double, green: Double, blue: Double)
    {
        let linear = [p3.0, p3.1, p3.2].map(decodeSRGBCurve)
        let xyz = multiply(linearP3ToXYZ, linear)
        let srgb = multiply(xyzToLinearSRGB, xyz).map(encodeSRGBCurve)
        return (srgb[0], srgb[1], srgb[2])
    }

    private static func multiply(_ m: [[Double]], _ v: [Double]) -> [Double] {
        m.map { row in row[0] * v[0] + row[1] * v[1] + row[2] * v[2] }
    }

    /// The sRGB electro-optical transfer function (IEC 61966-2-1), mirrored below 0.
    static func decodeSRGBCurve(_ c: Double) -> Double {
        let magnitude = abs(c)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return c < 0 ? -linear : linear
    }

    /// Its inverse, mirrored below 0.
    static func encodeSRGBCurve(_ l: Double) -> Double {
        let magnitude = abs(l)
        let encoded = magnitude <= 0.0031308 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return l < 0 ? -encoded : encoded
    }
}
