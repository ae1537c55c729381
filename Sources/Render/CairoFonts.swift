import CCairo
import CFreeType
import Locking

/// Cairo font faces for the font files text was shaped with, made once per
/// file and index.
///
/// Cairo draws with its own FreeType face, never the one HarfBuzz shapes
/// with (drawing at another size would change what HarfBuzz measures), and
/// loads glyphs unhinted and in colour (emoji).
final class CairoFonts: @unchecked Sendable {
    static let shared = CairoFonts()

    private let lock = Locked<[String: OpaquePointer]>([:])
    private let library: FT_Library?

    private init() {
        var library: FT_Library?
        FT_Init_FreeType(&library)
        self.library = library
    }

    /// The cairo font face for the face at `index` in the font file at
    /// `path`, or nil if FreeType cannot open it.
    func fontFace(path: String, index: Int) -> OpaquePointer? {
        let key = "\(index):\(path)"
        return lock.withLock { cache in
            if let cached = cache[key] { return cached }
            guard let library else { return nil }
            var ftFace: FT_Face?
            guard FT_New_Face(library, path, FT_Long(index), &ftFace) == 0, let ftFace else { return nil }
            let flags = Int32(FT_LOAD_NO_HINTING) | Int32(FT_LOAD_COLOR)
            guard let cairoFace = cairo_ft_font_face_create_for_ft_face(ftFace, flags) else { return nil }
            // cairo does not own the FT_Face: release it with the cairo face.
            cairo_font_face_set_user_data(cairoFace, &CairoFonts.faceKey, UnsafeMutableRawPointer(ftFace)) { pointer in
                if let pointer { FT_Done_Face(pointer.assumingMemoryBound(to: FT_FaceRec.self)) }
            }
            cache[key] = cairoFace
            return cairoFace
        }
    }

    nonisolated(unsafe) private static var faceKey = cairo_user_data_key_t()
}
