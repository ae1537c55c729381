import CCairo
import CFreeType
import Layout
import Locking

/// Draws glyphs of a variable font's instance (a `wght` other than the
/// default) from their FreeType outlines, filled with cairo.
///
/// Why not through cairo's own glyph drawing: cairo 1.16 (Debian 12) loses
/// font variations on the way to the scaled font it draws with (the
/// context's font options are merged with the surface's without them), and
/// it resets an FT_Face's design coordinates to the default instance. So an
/// FT_Face of its own per instance, with the design coordinates set, gives
/// the outlines in font units, and cairo fills them (unhinted, as every
/// other glyph is drawn). Colour glyphs of variable fonts are not drawn.
final class VariableGlyphOutlines: @unchecked Sendable {
    static let shared = VariableGlyphOutlines()

    /// An FT_Face used only under the lock.
    private struct LockedFace: @unchecked Sendable {
        let face: FT_Face
    }

    private let faces = Locked<[String: LockedFace]>([:])
    private let library: FT_Library?

    private init() {
        var library: FT_Library?
        FT_Init_FreeType(&library)
        self.library = library
    }

    /// Fills `glyphs` (ids and positions in device space) of the font file's
    /// instance at `variations`, `size` px per em, with the current source.
    /// False when the face cannot be opened (nothing drawn).
    func fill(_ glyphs: [GlyphRun.Glyph], at origin: (x: Double, y: Double), path: String, index: Int,
              variations: [String: Double], size: Double, on cr: OpaquePointer) -> Bool {
        let key = "\(index):\(path)" + variations.sorted { $0.key < $1.key }.map { "@\($0.key)=\($0.value)" }.joined()
        return faces.withLock { faces -> Bool in
            guard let face = faces[key]?.face ?? open(path: path, index: index, variations: variations) else {
                return false
            }
            faces[key] = LockedFace(face: face)
            let unitsPerEm = Double(face.pointee.units_per_EM)
            guard unitsPerEm > 0 else { return false }
            let scale = size / unitsPerEm
            cairo_new_path(cr)
            for glyph in glyphs {
                guard FT_Load_Glyph(face, glyph.id, Int32(FT_LOAD_NO_SCALE) | Int32(FT_LOAD_NO_HINTING)) == 0,
                      face.pointee.glyph.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { continue }
                cairo_save(cr)
                cairo_translate(cr, origin.x + glyph.x, origin.y + glyph.y)
                // Font units, y up, to device space, y down.
                cairo_scale(cr, scale, -scale)
                var outline = face.pointee.glyph.pointee.outline
                var funcs = FT_Outline_Funcs(
                    move_to: { to, user in
                        guard let to, let user else { return 1 }
                        let cr = OpaquePointer(user)
                        cairo_close_path(cr)
                        cairo_move_to(cr, Double(to.pointee.x), Double(to.pointee.y))
                        return 0
                    },
                    line_to: { to, user in
                        guard let to, let user else { return 1 }
                        cairo_line_to(OpaquePointer(user), Double(to.pointee.x), Double(to.pointee.y))
                        return 0
                    },
                    conic_to: { control, to, user in
                        guard let control, let to, let user else { return 1 }
                        let cr = OpaquePointer(user)
                        // A quadratic Bézier as the cubic with the same curve.
                        var x0 = 0.0, y0 = 0.0
                        cairo_get_current_point(cr, &x0, &y0)
                        let cx = Double(control.pointee.x), cy = Double(control.pointee.y)
                        let x = Double(to.pointee.x), y = Double(to.pointee.y)
                        cairo_curve_to(cr, x0 + 2 / 3 * (cx - x0), y0 + 2 / 3 * (cy - y0),
                                       x + 2 / 3 * (cx - x), y + 2 / 3 * (cy - y), x, y)
                        return 0
                    },
                    cubic_to: { c1, c2, to, user in
                        guard let c1, let c2, let to, let user else { return 1 }
                        cairo_curve_to(OpaquePointer(user), Double(c1.pointee.x), Double(c1.pointee.y),
                                       Double(c2.pointee.x), Double(c2.pointee.y), Double(to.pointee.x), Double(to.pointee.y))
                        return 0
                    },
                    shift: 0, delta: 0)
                _ = FT_Outline_Decompose(&outline, &funcs, UnsafeMutableRawPointer(cr))
                cairo_close_path(cr)
                cairo_restore(cr)
            }
            // TrueType outlines fill by the non-zero rule.
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            cairo_fill(cr)
            return true
        }
    }

    /// An FT_Face of its own with the design coordinates set: each axis
    /// named in `variations` at its value (clamped by FreeType), the others
    /// at their defaults.
    private func open(path: String, index: Int, variations: [String: Double]) -> FT_Face? {
        guard let library else { return nil }
        var face: FT_Face?
        guard FT_New_Face(library, path, FT_Long(index), &face) == 0, let face else { return nil }
        var mm: UnsafeMutablePointer<FT_MM_Var>?
        guard FT_Get_MM_Var(face, &mm) == 0, let mm else { return face }
        defer { FT_Done_MM_Var(library, mm) }
        let count = Int(mm.pointee.num_axis)
        var coordinates: [FT_Fixed] = (0..<count).map { i in
            let axis = mm.pointee.axis[i]
            let tag = (0..<4).map { Character(Unicode.Scalar(UInt8((axis.tag >> (24 - 8 * $0)) & 0xFF))) }
            guard let value = variations[String(tag)], value.isFinite else { return axis.def }
            // 16.16 fixed point; FreeType clamps to the axis range.
            let clamped = min(max(value, -32_000), 32_000)
            return FT_Fixed((clamped * 65_536).rounded())  // checked: clamped to ±32000 just above
        }
        _ = FT_Set_Var_Design_Coordinates(face, FT_UInt(count), &coordinates)
        return face
    }
}
