import Testing
import SystemLibraries

/// The C libraries link and answer: the setup installed what the package needs.
@Suite struct LibraryVersionsTests {
    @Test func everyLibraryReportsADottedVersion() {
        let versions = LibraryVersions.current
        for (name, version) in [
            ("cairo", versions.cairo), ("harfbuzz", versions.harfBuzz), ("freetype", versions.freeType),
            ("fontconfig", versions.fontconfig), ("giflib", versions.giflib), ("icu", versions.icu),
        ] {
            let parts = version.split(separator: ".")
            #expect(parts.count >= 2 && parts.allSatisfy { Int($0) != nil }, "\(name): \(version)")
        }
    }

    /// Debian 12 ships HarfBuzz 6 and ICU 72 (see PLATFORM.md); older ones
    /// lack what the text engine relies on.
    @Test func librariesAreRecentEnough() {
        let versions = LibraryVersions.current
        #expect(Int(versions.harfBuzz.split(separator: ".")[0])! >= 6)
        #expect(Int(versions.icu.split(separator: ".")[0])! >= 72)
        #expect(versions.report.split(separator: "\n").map { $0.split(separator: " ")[0] }
            == ["cairo", "harfbuzz", "freetype", "fontconfig", "giflib", "icu"])
    }
}
