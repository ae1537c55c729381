/// A snapshot's picture before anyone knows whether it will be written:
/// the palette PNG its reference would be (``PalettePNG``: the same
/// palette, the same indices) with the rows stored instead of deflated by
/// zlib at level 9.
///
/// Level 9 was 70 % of a TrellisUIKit snapshot's instructions
/// (docs/benchmarks.md, perf32), and a snapshot test that passes writes
/// nothing. So the strategies make a draft, the comparison reads it and
/// the reference as palette images and compares them colour by colour
/// (what `trellis verify` does since perfui31), and only a picture that is
/// written (recorded, or a failure's artefact) is compressed, by
/// ``written(_:)``, to the bytes ``PalettePNG/encode(_:)`` gives: a
/// reference's bytes are those of a picture encoded at once. A draft is an
/// ordinary PNG of exactly the reference's pixels: any decoder reads it.
public enum DraftPNG {
    /// The draft of a palette image.
    public static func encode(_ image: PaletteImage) -> [UInt8] {
        PalettePNG.encode(image, rows: .stored)
    }

    /// The palette image a draft holds; nil for any other bytes (a
    /// reference, a PNG of another kind, a failure's text, damage).
    public static func image(_ bytes: [UInt8]) -> PaletteImage? {
        guard let size = paletteSize(bytes), isStored(bytes) else { return nil }
        return PaletteImage(png: bytes, width: size.width, height: size.height)
    }

    /// The bytes to write for `bytes`: a draft compressed as a reference
    /// (``PalettePNG/encode(_:)``), any other bytes as they are. A palette
    /// PNG of Trellis's own form stored by someone else is compressed too:
    /// the same pixels, in a reference's bytes.
    public static func written(_ bytes: [UInt8]) -> [UInt8] {
        image(bytes).map { PalettePNG.encode($0) } ?? bytes
    }

    /// Whether the draft has the reference's colour at every pixel: what
    /// comparing the reference's bytes with the draft's written bytes, or
    /// their decoded pixels, would pass. False when either is not a palette
    /// PNG of Trellis's own (then compare them as PNGs).
    public static func matches(_ draft: [UInt8], reference: [UInt8]) -> Bool {
        // The same palette and rows settle it without a palette image (an
        // unchanged picture: the usual case).
        let sameRows = draft.withUnsafeBufferPointer { draft in
            reference.withUnsafeBufferPointer { hasSameRows(draft, reference: $0) }
        }
        return sameRows || matchesColorByColor(draft, reference: reference)
    }

    /// ``matches(_:reference:)`` without its shortcut for the same palette
    /// and rows: both read as palette images and compared colour by colour,
    /// however their palettes are ordered (what it was until perf33, kept
    /// for `trellis-bench uikit --test colors`).
    public static func matchesColorByColor(_ draft: [UInt8], reference: [UInt8]) -> Bool {
        guard let fresh = image(draft), let size = paletteSize(reference), size == (fresh.width, fresh.height),
              let old = PaletteImage(png: reference, width: size.width, height: size.height) else { return false }
        return fresh.hasSameColors(as: old)
    }

    /// ``matches(_:reference:)`` for bytes held elsewhere (Foundation's
    /// `Data`), copied into arrays only when the rows do not settle it.
    public static func matches(_ draft: UnsafeRawBufferPointer, reference: UnsafeRawBufferPointer) -> Bool {
        let sameRows = draft.withMemoryRebound(to: UInt8.self) { draft in
            reference.withMemoryRebound(to: UInt8.self) { hasSameRows(draft, reference: $0) }
        }
        return sameRows || matchesColorByColor([UInt8](draft), reference: [UInt8](reference))
    }

    /// The width and height of a PNG whose header is a palette PNG's as
    /// ``PalettePNG`` writes it; nil for anything else.
    static func paletteSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        // The signature, then IHDR's length (13) and type at 8…15, its data at 16…28.
        guard bytes.count > 45, bytes[8..<16].elementsEqual([0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]) else { return nil }
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        guard width > 0, height > 0, bytes[24..<29].elementsEqual(PalettePNG.header(width: 1, height: 1)[8...]) else {
            return nil
        }
        return (width, height)
    }

    /// Whether the zlib stream of the IDAT after IHDR and PLTE (the order
    /// ``PalettePNG`` writes) is level 0's: header 78 01, a first block
    /// stored (type 00).
    static func isStored(_ bytes: [UInt8]) -> Bool {
        guard PNGChunks.areWithinBounds(bytes), bytes[37..<41].elementsEqual("PLTE".utf8) else { return false }
        let paletteLength = bytes[33..<37].reduce(0) { $0 << 8 | Int($1) }
        let idat = 33 + 12 + paletteLength
        guard idat + 11 <= bytes.count, bytes[(idat + 4)..<(idat + 8)].elementsEqual("IDAT".utf8) else { return false }
        return bytes[idat + 8] == 0x78 && bytes[idat + 9] == 0x01 && bytes[idat + 10] & 0b110 == 0
    }
}
