import Layout

/// The device Interface Builder's canvas simulates (`<device id="…"
/// orientation="…">`): its screen in points, its size classes and the
/// safe area insets of a full-screen view (status bar, home indicator,
/// rounded corners), in the orientation saved. The numbers are Apple's
/// (Human Interface Guidelines, device screen sizes and size classes) and
/// the measured insets listed in docs/uikit-numbers.md ("Devices").
public struct IBDevice: Equatable, Sendable {
    public var id: String
    public var isLandscape: Bool
    /// The screen in points, in the saved orientation.
    public var screenSize: Size
    public var sizeClass: IBSizeClass
    public var safeAreaInsets: EdgeInsets
    /// Whether the id is one this table knows (else the size and insets are
    /// a 4.7-inch iPhone's, and a note says so).
    public var isKnown: Bool

    /// Portrait width, height, top and bottom insets; `wideLandscape`: a
    /// regular width in landscape (the Plus and Max phones).
    private struct Model {
        var width: Double, height: Double, top: Double, bottom: Double
        var isPad = false, wideLandscape = false, hasNotch = false
    }

    private static let models: [String: Model] = [
        "retina3_5": Model(width: 320, height: 480, top: 20, bottom: 0),
        "retina4_0": Model(width: 320, height: 568, top: 20, bottom: 0),
        "retina4_7": Model(width: 375, height: 667, top: 20, bottom: 0),
        "retina5_5": Model(width: 414, height: 736, top: 20, bottom: 0, wideLandscape: true),
        "retina5_9": Model(width: 375, height: 812, top: 44, bottom: 34, hasNotch: true),
        "retina6_1": Model(width: 414, height: 896, top: 44, bottom: 34, wideLandscape: true, hasNotch: true),
        "retina6_5": Model(width: 414, height: 896, top: 44, bottom: 34, wideLandscape: true, hasNotch: true),
        "retina6_12": Model(width: 390, height: 844, top: 47, bottom: 34, hasNotch: true),
        "retina6_72": Model(width: 430, height: 932, top: 59, bottom: 34, wideLandscape: true, hasNotch: true),
        "ipad9_7": Model(width: 768, height: 1024, top: 20, bottom: 0, isPad: true),
        "ipad10_2": Model(width: 810, height: 1080, top: 20, bottom: 0, isPad: true),
        "ipad10_5": Model(width: 834, height: 1112, top: 20, bottom: 0, isPad: true),
        "ipad11": Model(width: 834, height: 1194, top: 24, bottom: 20, isPad: true),
        "ipad12_9": Model(width: 1024, height: 1366, top: 20, bottom: 0, isPad: true),
        "ipad12_9rounded": Model(width: 1024, height: 1366, top: 24, bottom: 20, isPad: true),
    ]

    public init(id: String, orientation: String?) {
        let model = IBDevice.models[id]
        let m = model ?? IBDevice.models["retina4_7"]!
        self.id = id
        isKnown = model != nil
        isLandscape = orientation == "landscape"
        if isLandscape {
            screenSize = Size(width: m.height, height: m.width)
            sizeClass = IBSizeClass(width: m.isPad || m.wideLandscape ? .regular : .compact,
                                    height: m.isPad ? .regular : .compact)
            // Phones hide the status bar in landscape; notched ones keep
            // the corners clear at the sides and the home indicator below.
            if m.isPad {
                safeAreaInsets = EdgeInsets(top: m.top, left: 0, bottom: m.bottom, right: 0)
            } else if m.hasNotch {
                safeAreaInsets = EdgeInsets(top: 0, left: m.top, bottom: 21, right: m.top)
            } else {
                safeAreaInsets = .zero
            }
        } else {
            screenSize = Size(width: m.width, height: m.height)
            sizeClass = IBSizeClass(width: m.isPad ? .regular : .compact, height: .regular)
            safeAreaInsets = EdgeInsets(top: m.top, left: 0, bottom: m.bottom, right: 0)
        }
    }

    /// The system minimum margins at a view controller's root view's sides
    /// (`systemMinimumLayoutMargins`): 20 points on iPads and on phones 414
    /// points wide and wider, 16 on narrower phones (docs/uikit-numbers.md,
    /// "View controller root view margins").
    public var systemMinimumMargin: Double {
        let model = IBDevice.models[id] ?? IBDevice.models["retina4_7"]!
        return model.isPad || model.width >= 414 ? 20 : 16
    }

    /// Whether this is an iPad (a regular width in both orientations).
    public var isPad: Bool { IBDevice.models[id]?.isPad ?? false }
}
