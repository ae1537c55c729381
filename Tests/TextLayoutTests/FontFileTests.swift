import Foundation
import Testing
import TextLayout

/// Fonts are read from regular files only: a FIFO given by mistake would
/// block the open forever (no writer comes), a device would read without
/// end. Each is refused at once, named.
@Suite struct FontFileTests {
    @Test func aFIFOIsRefusedWithoutBlocking() throws {
        let path = NSTemporaryDirectory() + "trellis-font-\(UUID().uuidString).ttf"
        try #require(mkfifo(path, 0o600) == 0)
        defer { unlink(path) }
        #expect(throws: TextError.fontFileNotRegular(path: path, kind: "a FIFO")) { try FontFace(path: path) }
        #expect(TextError.fontFileNotRegular(path: path, kind: "a FIFO").description
                == "\(path): is a FIFO; fonts are read from regular files only")
    }

    @Test func devicesAndFoldersAreRefused() {
        #expect(throws: TextError.fontFileNotRegular(path: "/dev/zero", kind: "a character device")) {
            try FontFace(path: "/dev/zero")
        }
        #expect(throws: TextError.fontFileNotRegular(path: "/tmp", kind: "a folder")) { try FontFace(path: "/tmp") }
    }

    /// cli36: a path that cannot be looked at says why, as a scene file's does.
    @Test func aSymlinkLoopIsNotAMissingFile() throws {
        let path = NSTemporaryDirectory() + "trellis-font-\(UUID().uuidString).ttf"
        try #require(symlink(path, path) == 0)
        defer { unlink(path) }
        #expect(throws: TextError.fontFileUnreadable(path: path, reason: "is a symlink loop (too many levels of symbolic links)")) {
            try FontFace(path: path)
        }
    }
}
