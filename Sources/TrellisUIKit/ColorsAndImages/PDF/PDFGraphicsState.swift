import Layout

/// What `q` saves and `Q` restores of a page's drawing (ISO 32000-1,
/// 8.4): colours and their colour spaces, constant alphas and the line
/// settings. The transform and the clip are saved by the drawing itself
/// (`saveState`), as Core Graphics' are.
struct PDFGraphicsState {
    /// A colour space as far as drawing a colour needs it: its components.
    enum ColorSpace: Equatable {
        case gray, rgb, cmyk
        /// A space whose colours Trellis does not draw (patterns, indexed,
        /// separations…): paths in it are drawn in black, with one warning.
        case unsupported(String)

        var componentCount: Int {
            switch self {
            case .gray: return 1
            case .rgb: return 3
            case .cmyk: return 4
            case .unsupported: return 0
            }
        }

        /// The colour of `components` in this space (CMYK converted as
        /// ISO 32000-1, 10.3.5, without a profile); nil when they do not fit.
        func color(_ components: [Double]) -> Color? {
            let c = components.map { max(0, min(1, $0)) }
            switch self {
            case .gray where c.count == 1: return Color(white: c[0])
            case .rgb where c.count == 3: return Color(red: c[0], green: c[1], blue: c[2])
            case .cmyk where c.count == 4:
                return Color(red: 1 - min(1, c[0] + c[3]), green: 1 - min(1, c[1] + c[3]), blue: 1 - min(1, c[2] + c[3]))
            default: return nil
            }
        }
    }

    var fillSpace = ColorSpace.gray
    var strokeSpace = ColorSpace.gray
    var fill = Color.black
    var stroke = Color.black
    /// `/ca` and `/CA` of an ExtGState: constant alphas, multiplied into the colours drawn.
    var fillAlpha = 1.0
    var strokeAlpha = 1.0
    var style = StrokeStyle()

    func fillColor() -> Color { fill.withAlpha(fill.alpha * fillAlpha) }
    func strokeColor() -> Color { stroke.withAlpha(stroke.alpha * strokeAlpha) }
}

extension Color {
    fileprivate func withAlpha(_ alpha: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha) }
}
