@testable import ImageCodecs
import Testing

/// A snapshot's draft (`DraftPNG`): the palette PNG with its rows stored,
/// which reads back as the same palette image, is written as exactly the
/// reference `PalettePNG.encode` makes, and matches a reference when every
/// pixel has the same colour, whatever the palettes' order.
@Suite struct DraftPNGTests {
    /// 3 × 2: white, black, red / red, red, white.
    private let image = PaletteImage(width: 3, height: 2, palette: [0xFFFFFF, 0x000000, 0xFF0000], indices: [0, 1, 2, 2, 2, 0])

    @Test func aDraftStoresTheRowsAndReadsBackAsTheSameImage() throws {
        let draft = DraftPNG.encode(image)
        // zlib's header at level 0 (78 01), then one final stored block: type 00, length 8 (two rows of a filter byte
        // and three indices) and its one's complement, little-endian, then the rows as they are.
        let rows: [UInt8] = [0x78, 0x01, 0x01, 8, 0, 0xF7, 0xFF, 0, 0, 1, 2, 0, 2, 2, 0]
        #expect(draft.indices.contains { draft[$0...].starts(with: rows) })
        #expect(DraftPNG.image(draft) == image)
    }

    @Test func aDraftIsWrittenAsTheReferenceAndAnythingElseAsItIs() {
        let reference = PalettePNG.encode(image)
        #expect(DraftPNG.written(DraftPNG.encode(image)) == reference)
        #expect(DraftPNG.written(reference) == reference)
        #expect(DraftPNG.image(reference) == nil, "level 9's rows are not stored")
        let text = Array("TrellisTesting: no snapshot\n".utf8)
        #expect(DraftPNG.written(text) == text)
        #expect(DraftPNG.image(text) == nil)
    }

    @Test func aDraftMatchesAReferenceOfTheSameColoursAtEveryPixel() {
        let draft = DraftPNG.encode(image)
        #expect(DraftPNG.matches(draft, reference: PalettePNG.encode(image)))
        // The same pixels with the palette in another order.
        let reordered = PaletteImage(width: 3, height: 2, palette: [0xFF0000, 0xFFFFFF, 0x000000], indices: [1, 2, 0, 0, 0, 1])
        #expect(DraftPNG.matches(draft, reference: PalettePNG.encode(reordered)))
        // One pixel black instead of white.
        let changed = PaletteImage(width: 3, height: 2, palette: image.palette, indices: [0, 1, 2, 2, 2, 1])
        #expect(!DraftPNG.matches(draft, reference: PalettePNG.encode(changed)))
        // Another size, with the same indices.
        let turned = PaletteImage(width: 2, height: 3, palette: image.palette, indices: image.indices)
        #expect(!DraftPNG.matches(draft, reference: PalettePNG.encode(turned)))
        // A reference Trellis cannot read as a palette image, and a reference given as the draft.
        #expect(!DraftPNG.matches(draft, reference: Array("not a picture".utf8)))
        #expect(!DraftPNG.matches(PalettePNG.encode(image), reference: PalettePNG.encode(image)))
    }

    /// A draft whose stored rows were damaged (a CRC no longer right) is not read.
    @Test func aDamagedDraftIsNotRead() throws {
        var draft = DraftPNG.encode(image)
        // The IDAT's data: zlib's two bytes, the block's five, the first row's filter byte, then its first index.
        let idat = try #require(draft.indices.first { draft[$0...].starts(with: Array("IDAT".utf8)) })
        draft[idat + 4 + 8] = 1  // white → black
        #expect(DraftPNG.image(draft) == nil)
        #expect(DraftPNG.written(draft) == draft)
    }

    /// The comparison by rows (`hasSameRows`: same palette bytes, same rows'
    /// bytes) settles only what the colour-by-colour comparison would
    /// pass; another order of the palette is left to that comparison.
    @Test func theRowsSettleOnlyTheSamePaletteAndRows() {
        let draft = DraftPNG.encode(image)
        let reordered = PaletteImage(width: 3, height: 2, palette: [0xFF0000, 0xFFFFFF, 0x000000], indices: [1, 2, 0, 0, 0, 1])
        #expect(Self.sameRows(draft, PalettePNG.encode(image)))
        #expect(!Self.sameRows(draft, PalettePNG.encode(reordered)))
        #expect(DraftPNG.matches(draft, reference: PalettePNG.encode(reordered)))
        // A reference given as the draft: level 9's rows are not stored blocks.
        #expect(!Self.sameRows(PalettePNG.encode(image), PalettePNG.encode(image)))
    }

    /// Rows of more than 65,535 bytes are stored in several blocks (zlib's
    /// largest stored block); a pixel changed in the second block is seen.
    @Test func aDraftOfSeveralStoredBlocksIsComparedToTheEnd() throws {
        // 300 × 300: 90,300 bytes of rows, so two stored blocks.
        let indices = (0..<90_000).map { UInt8($0 / 300 % 3) }
        let big = PaletteImage(width: 300, height: 300, palette: [0xFFFFFF, 0x000000, 0xFF0000], indices: indices)
        let draft = DraftPNG.encode(big)
        #expect(DraftPNG.matches(draft, reference: PalettePNG.encode(big)))
        #expect(Self.sameRows(draft, PalettePNG.encode(big)))
        var changed = big
        changed.indices[89_999] = changed.indices[89_999] == 0 ? 1 : 0  // the last pixel, in the second block
        #expect(!DraftPNG.matches(draft, reference: PalettePNG.encode(changed)))
        #expect(!DraftPNG.matches(DraftPNG.encode(changed), reference: PalettePNG.encode(big)))
    }

    /// A draft or a reference whose CRC is wrong matches nothing, even
    /// when its pixels are the same (as when both were read as images).
    @Test func aDamagedCRCMatchesNothing() throws {
        let draft = DraftPNG.encode(image), reference = PalettePNG.encode(image)
        for bytes in [draft, reference] {
            // The IDAT chunk's CRC: the four bytes before IEND's length and type.
            let iend = try #require(bytes.indices.last { bytes[$0...].starts(with: Array("IEND".utf8)) })
            var damaged = bytes
            damaged[iend - 5] ^= 0xFF
            let pair = bytes == draft ? (damaged, reference) : (draft, damaged)
            #expect(!DraftPNG.matches(pair.0, reference: pair.1))
        }
    }

    /// A reference whose rows end early or go on past the picture matches nothing.
    @Test func aReferenceOfOtherRowsMatchesNothing() throws {
        let draft = DraftPNG.encode(image)
        // The same header (3 × 2) over a stream of three rows, and of one.
        for rows in [[UInt8]]([[0, 0, 1, 2, 0, 2, 2, 0, 0, 0, 1, 2], [0, 0, 1, 2]]) {
            var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            PalettePNG.appendChunk("IHDR", PalettePNG.header(width: 3, height: 2), to: &bytes)
            PalettePNG.appendChunk("PLTE", [0xFF, 0xFF, 0xFF, 0, 0, 0, 0xFF, 0, 0], to: &bytes)
            PalettePNG.appendChunk("IDAT", Deflate.compress(rows, .maximum), to: &bytes)
            PalettePNG.appendChunk("IEND", [], to: &bytes)
            #expect(!DraftPNG.matches(draft, reference: bytes))
        }
    }

    private static func sameRows(_ draft: [UInt8], _ reference: [UInt8]) -> Bool {
        draft.withUnsafeBufferPointer { draft in reference.withUnsafeBufferPointer { DraftPNG.hasSameRows(draft, reference: $0) } }
    }
}
