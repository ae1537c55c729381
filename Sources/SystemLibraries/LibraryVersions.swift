import CCairo
import CFontconfig
import CFreeType
import CGIF
import CHarfBuzz
import CICU

/// The versions of the C libraries Trellis is linked against.
///
/// Asking each library for its version proves, at run time, that the package's
/// system-library targets resolve, compile and link on this machine.
public struct LibraryVersions: Sendable, Equatable {
    public var cairo: String
    public var harfBuzz: String
    public var freeType: String
    public var fontconfig: String
    public var giflib: String
    public var icu: String

    /// The versions of the libraries loaded in this process.
    public static var current: LibraryVersions {
        LibraryVersions(
            cairo: String(cString: cairo_version_string()),
            harfBuzz: String(cString: hb_version_string()),
            freeType: freeTypeVersion(),
            fontconfig: fontconfigVersion(),
            giflib: "\(GIFLIB_MAJOR).\(GIFLIB_MINOR).\(GIFLIB_RELEASE)",
            icu: icuVersion()
        )
    }

    /// One `name version` pair per line, in a fixed order.
    public var report: String {
        [
            ("cairo", cairo), ("harfbuzz", harfBuzz), ("freetype", freeType),
            ("fontconfig", fontconfig), ("giflib", giflib), ("icu", icu),
        ].map { "\($0.0) \($0.1)" }.joined(separator: "\n")
    }

    private static func freeTypeVersion() -> String {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return "unavailable" }
        defer { FT_Done_FreeType(library) }
        var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
        FT_Library_Version(library, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }

    private static func fontconfigVersion() -> String {
        let v = Int(FcGetVersion())  // major * 10000 + minor * 100 + revision
        return "\(v / 10000).\(v / 100 % 100).\(v % 100)"
    }

    private static func icuVersion() -> String {
        var buffer = [CChar](repeating: 0, count: 24)
        trellis_icu_version(&buffer)
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
