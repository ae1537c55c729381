import FileSafety
import Foundation
import ImageCodecs
import Layout
import Render

/// When references are written, as swift-snapshot-testing's record modes.
public enum RecordMode: String, CaseIterable, Sendable {
    /// Never: every difference and every missing file fails (CI).
    case never
    /// Files that do not exist yet are written; differences still fail.
    case missing
    /// Files that differ (and missing ones) are rewritten.
    case failed
    /// Everything is rewritten.
    case all
}

/// One reference that does not match, with what a reviewer needs to see.
public struct SnapshotFailure: Sendable {
    /// Why the file failed; what to do about it depends on the kind (a
    /// command line says it in its own words: `trellis verify` names its
    /// `--record` option, a test suite its record mode).
    public enum Kind: Sendable, Equatable {
        /// The reference and what is made now differ.
        case mismatch
        /// The scene or example has no references at all: record them.
        case noReferences
        /// One reference is missing: record it.
        case noReference
        /// A reference nothing makes any more: recording failed ones removes it.
        case unused
    }

    public var kind: Kind = .mismatch
    /// Relative to the snapshots directory: `scenes/stack-hide/base-375.png`.
    public var file: String
    /// What changed, in layout terms (or why nothing could be compared).
    public var message: String
    public var reference: [UInt8]?
    public var actual: [UInt8]?
    /// For pictures: the reference in grey, changed pixels in red.
    public var difference: [UInt8]?
    /// For sweeps: the first width that differs.
    public var firstDifferingWidth: String?
}

/// The outcome for one scene or example.
public struct VerificationResult: Sendable {
    public var plan: SnapshotPlan
    public var checked: [String] = []
    public var recorded: [String] = []
    public var removed: [String] = []
    public var failures: [SnapshotFailure] = []
    /// Folders this run created for the references, outermost first
    /// (registered with TemporaryPaths until the commit).
    var madeFolders: [String] = []
    /// Whether a reference could not be written (a full disk).
    var writeFailed = false
    /// References written to temporary files beside their places, renamed
    /// onto them by the commit (`recorded` names them relative to the
    /// references folder).
    var staged: [(temporary: String, path: String)] = []
    /// References nothing asks for any more, removed by the commit.
    var unusedToRemove: [String] = []

    /// Whether the result still has files to commit.
    public var isStaged: Bool { !staged.isEmpty || !unusedToRemove.isEmpty || !madeFolders.isEmpty }
}

/// Checks a scene's or example's references in a snapshots directory (and
/// writes them, as the record mode says). `trellis verify` and the test
/// suite share it, so both see the same files the same way.
public struct Verifier {
    /// The snapshots directory (`Snapshots`).
    public var directory: String
    public var record: RecordMode
    /// The text engine for labels (scenes' own font files win over it).
    public var measurer: TextMeasuring
    /// Whether ``verify(_:)`` leaves what it records staged for one
    /// ``commit(_:)`` of a whole run (`trellis verify`), rather than
    /// committing each scene's references as it goes (the default).
    public var defersCommit: Bool

    public init(directory: String, record: RecordMode = .never, measurer: TextMeasuring = ShapedTextMeasurer.system,
                defersCommit: Bool = false) {
        self.directory = directory
        self.record = record
        self.measurer = measurer
        self.defersCommit = defersCommit
    }

    public func verify(_ plan: SnapshotPlan) -> VerificationResult {
        var result = VerificationResult(plan: plan)
        let folder = (directory as NSString).appendingPathComponent(plan.folder)
        let exists = FileManager.default.fileExists(atPath: folder)
        if !exists && record == .never {
            result.failures.append(SnapshotFailure(
                kind: .noReferences, file: plan.folder,
                message: "no references for \(plan.argument) in \(folder): record them (record mode missing), then look at the files written and commit them"))
            return result
        }
        let critical = plan.criticalWidths(measurer: measurer)
        // One tree per key picture, for its layout.txt block and its PNG.
        let keyLayouts = plan.keyLayouts(measurer: measurer)
        let layout = plan.layoutText(criticalWidths: critical, keyLayouts: keyLayouts)
        let layoutReference = read(folder, "layout.txt")
        let referenceLayout = layoutReference.flatMap { String(bytes: $0, encoding: .utf8) }
        compare(text: layout, reference: layoutReference, file: "layout.txt", in: folder, plan: plan, into: &result) { reference in
            LayoutSnapshotDiff.describe(reference: reference, actual: layout).map { ($0, nil) }
        }
        let sweep = plan.sweepText(measurer: measurer)
        compare(text: sweep, reference: read(folder, "sweep.txt"), file: "sweep.txt", in: folder, plan: plan,
                into: &result) { reference in
            SweepSnapshot.firstDifference(reference: reference, actual: sweep).map { ($0.message, $0.width) }
        }
        // Pictures: the key ones, and one at each critical width the
        // reference lists (or, when it is rewritten, the fresh list).
        let rewritesLayout = result.recorded.contains(plan.folder + "/layout.txt")
        let criticalText = rewritesLayout || referenceLayout == nil ? layout : referenceLayout!
        var pictures = plan.keyPictures
        for (line, width) in SnapshotPlan.outOfRangeCriticalWidths(inLayoutText: criticalText) {
            result.failures.append(SnapshotFailure(
                kind: .mismatch, file: plan.folder + "/layout.txt",
                message: "layout.txt:\(line): critical width \(PointFormat.string(width)) is out of range (greater than 0 and at most "
                    + "\(PointFormat.string(SnapshotPlan.maximumWidth)) points); no picture made for it"))
        }
        for width in SnapshotPlan.criticalWidths(inLayoutText: criticalText) {
            let picture = SnapshotPlan.Picture(state: nil, width: width)
            if !pictures.contains(picture) { pictures.append(picture) }
        }
        for picture in pictures { comparePicture(picture, in: folder, plan: plan, keyLayouts: keyLayouts, into: &result) }
        // References nothing asks for any more (a critical width that went away).
        let wanted = Set(["layout.txt", "sweep.txt"] + pictures.map(\.fileName))
        // Only files named as references are Trellis's to report or remove:
        // anything else the user keeps here (notes, folders) is left alone.
        let present = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for file in present.sorted() where !wanted.contains(file) && isReferenceFile(file, in: folder) {
            if record == .failed || record == .all {
                result.unusedToRemove.append((folder as NSString).appendingPathComponent(file))
                result.removed.append(plan.folder + "/" + file)
            } else {
                result.failures.append(SnapshotFailure(
                    kind: .unused, file: plan.folder + "/" + file,
                    message: "a reference nothing produces any more (recording failed references removes it)"))
            }
        }
        if result.writeFailed { discardStaged(&result) }
        if !defersCommit {
            var one = [result]
            _ = commit(&one)
            result = one[0]
        }
        return result
    }

    /// Puts every staged reference of `results` in its place and removes
    /// the unused ones, with interruptions held off (a SIGTERM during it
    /// is handled after it): the references are all the previous ones or
    /// all the new ones, never a mixture. False when an interruption had
    /// begun first (its clean-up removes what was staged).
    public func commit(_ results: inout [VerificationResult]) -> Bool {
        let done: Void? = TemporaryPaths.withInterruptionsHeld {
            for index in results.indices {
                var result = results[index]
                for (temporary, path) in result.staged {
                    do {
                        try AtomicFile.commit(temporary, to: (directory as NSString).appendingPathComponent(path))
                    } catch {
                        result.recorded.removeAll { $0 == path }
                        result.failures.append(SnapshotFailure(file: path, message: "could not write the reference: \(error)"))
                    }
                }
                for path in result.unusedToRemove { unlink(path) }
                for made in result.madeFolders { TemporaryPaths.unregister(made) }
                result.staged = []
                result.unusedToRemove = []
                result.madeFolders = []
                results[index] = result
            }
        }
        return done != nil
    }

    /// A scene's references when one of them could not be written (a full
    /// disk): none is put in place, so the scene's folder stays as it was,
    /// and a folder this run made is removed (with the folders made above
    /// it, when empty), so no half-made `scenes/NAME/` is left for a later
    /// run to trust.
    private func discardStaged(_ result: inout VerificationResult) {
        for (temporary, _) in result.staged { AtomicFile.discard(temporary) }
        if !result.staged.isEmpty {
            result.failures.append(SnapshotFailure(
                file: result.plan.folder, message: (result.staged.count == 1 ? "the reference" : "the \(result.staged.count) references")
                    + " written before the failure removed again, so that the folder is whole or as it was"))
        }
        result.staged = []
        result.recorded = []
        result.unusedToRemove = []
        result.removed = []
        for made in result.madeFolders.reversed() where rmdir(made) == 0 { TemporaryPaths.unregister(made) }
        result.madeFolders = []
    }

    // MARK: Comparing and recording

    /// `text` against the reference file's bytes (nil: there is none).
    private func compare(
        text: String, reference: [UInt8]?, file: String, in folder: String, plan: SnapshotPlan,
        into result: inout VerificationResult, difference: (String) -> (message: String, width: String?)?
    ) {
        let path = plan.folder + "/" + file
        result.checked.append(path)
        let actual = Array(text.utf8)
        guard let referenceBytes = reference else {
            missing(path, actual: actual, folder: folder, file: file, plan: plan, into: &result)
            return
        }
        guard referenceBytes != actual else { return }
        let found = difference(String(decoding: referenceBytes, as: UTF8.self))
        if record == .failed || record == .all {
            writeReference(actual, folder: folder, file: file, path: path, into: &result)
            return
        }
        result.failures.append(SnapshotFailure(
            file: path, message: found?.message ?? "the file differs", reference: referenceBytes, actual: actual,
            firstDifferingWidth: found?.width))
    }

    private func comparePicture(_ picture: SnapshotPlan.Picture, in folder: String, plan: SnapshotPlan,
                                keyLayouts: [SnapshotPlan.Picture: SolvedLayout], into result: inout VerificationResult) {
        let path = plan.folder + "/" + picture.fileName
        result.checked.append(path)
        let canvas: Canvas
        do {
            canvas = try plan.canvas(picture, measurer: measurer, keyLayouts: keyLayouts)
        } catch {
            result.failures.append(SnapshotFailure(file: path, message: "could not render: \(error)"))
            return
        }
        let reference: [UInt8]?
        switch readReferencePicture(folder, picture.fileName, width: canvas.width, height: canvas.height) {
        case let .success(bytes): reference = bytes
        case let .failure(refusal):
            result.failures.append(SnapshotFailure(file: path, message: refusal.message))
            return
        }
        let pixels = canvas.pixels()
        // The usual case, a reference of ours with the same colours, is
        // settled pixel by pixel against the painted canvas: no palette
        // image of the fresh picture, no compressing it (`record all`
        // rewrites references whose bytes differ, so it always compresses).
        let old = reference.flatMap { record == .all ? nil : PaletteImage(png: $0, width: canvas.width, height: canvas.height) }
        if let old, old.hasSameColors(asPixels: pixels) { return }
        let fresh = PaletteImage(pixels: pixels, width: canvas.width, height: canvas.height)
        // A picture of more than 256 colours (median cut) never has its
        // pixels' own colours, so it misses the check above; its palette
        // image is compared with the reference's colour by colour before
        // it is compressed. Same colours at every pixel is what the byte
        // and pixel comparisons below would have passed (equal bytes, or
        // no pixel different), and zlib at level 9 on the fresh image was
        // a quarter of verify's instructions (docs/benchmarks.md, perfui31).
        if let old, fresh.hasSameColors(as: old) { return }
        let actual = PalettePNG.encode(fresh)
        guard let reference else {
            missing(path, actual: actual, folder: folder, file: picture.fileName, plan: plan, into: &result)
            return
        }
        guard reference != actual else { return }
        guard let old = PNGPixels(Data(reference)), let new = PNGPixels(Data(actual)) else {
            result.failures.append(SnapshotFailure(file: path, message: "the reference is not a PNG Trellis can read",
                                                   reference: reference, actual: actual))
            return
        }
        let difference = old.difference(to: new, tolerance: 0)
        guard difference.count > 0 || record == .all else { return }
        if record == .failed || record == .all {
            writeReference(actual, folder: folder, file: picture.fileName, path: path, into: &result)
            return
        }
        result.failures.append(SnapshotFailure(
            file: path, message: difference.summary(from: old, to: new), reference: reference, actual: actual,
            difference: difference.image.map { [UInt8]($0) }))
    }

    private func missing(_ path: String, actual: [UInt8], folder: String, file: String, plan: SnapshotPlan,
                         into result: inout VerificationResult) {
        if record == .never {
            result.failures.append(SnapshotFailure(
                kind: .noReference, file: path, message: "no reference: record it (record mode missing)", actual: actual))
        } else {
            writeReference(actual, folder: folder, file: file, path: path, into: &result)
        }
    }

    private func writeReference(_ bytes: [UInt8], folder: String, file: String, path: String,
                                into result: inout VerificationResult) {
        // Names were checked when the scene was read; checked again here so
        // that no name (a state, a scene's) can make a path leave the references.
        guard PlainName.isValid((folder as NSString).lastPathComponent), PlainName.isValid(file) else {
            result.failures.append(SnapshotFailure(file: path, message: "not writing \(path): its name is not a plain name (\(PlainName.rule))"))
            return
        }
        do {
            result.madeFolders += try makeFolders(folder)
            let temporary = try AtomicFile.stage(bytes, for: (folder as NSString).appendingPathComponent(file))
            result.staged.append((temporary, path))
            result.recorded.append(path)
        } catch {
            result.writeFailed = true
            result.failures.append(SnapshotFailure(file: path, message: "could not write the reference: \(error)"))
        }
    }

    /// Creates `folder` and the folders missing above it; returns those it
    /// made, outermost first, each registered with TemporaryPaths (an
    /// interruption before the commit removes them).
    private func makeFolders(_ folder: String) throws -> [String] {
        var missing: [String] = []
        var path = Substring(folder)
        var info = stat()
        while !path.isEmpty, path != "/", path != ".", lstat(String(path), &info) != 0, errno == ENOENT {
            missing.append(String(path))
            guard let slash = path.lastIndex(of: "/") else { break }
            path = path[..<slash]
        }
        for made in missing where !TemporaryPaths.register(made) {
            throw FileError.failed(.write, path: made, reason: .interrupted)
        }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return missing.reversed()
    }

    /// A regular file (not a folder, not a symlink) named `STATE-WIDTH.png`.
    private func isReferenceFile(_ file: String, in folder: String) -> Bool {
        guard SnapshotPlan.Picture(fileName: file) != nil else { return false }
        var info = stat()
        return lstat((folder as NSString).appendingPathComponent(file), &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// Why a reference picture was not compared (its size, before it is
    /// read or decoded: a sparse 1 GB file or a 16,384² picture would take
    /// gigabytes of memory to look at).
    struct ReferenceRefusal: Error {
        var message: String
    }

    /// The reference picture's bytes (nil: none), read only when its size
    /// is one a PNG of this picture can have: at most four times its
    /// pixels' bytes plus a mebibyte of chunks, and, by its header, at most
    /// four times its pixels (a picture that grew a little still gets its
    /// difference image).
    private func readReferencePicture(_ folder: String, _ file: String, width: Int, height: Int) -> Result<[UInt8]?, ReferenceRefusal> {
        let path = (folder as NSString).appendingPathComponent(file)
        var info = stat()
        guard stat(path, &info) == 0 else { return .success(nil) }
        let pixelCount = width * height
        let mostBytes = 4 * 4 * pixelCount + (1 << 20)
        if Int(info.st_size) > mostBytes {
            return .failure(ReferenceRefusal(message: "the reference is \(info.st_size) bytes, more than a PNG of \(width) × \(height) "
                + "pixels can need (\(mostBytes)); it was not read: look at it, then re-record it"))
        }
        guard let bytes = read(folder, file) else { return .success(nil) }
        if let header = try? PNGHeader(bytes: Array(bytes.prefix(PNGHeader.byteCount))),
           header.width * header.height > max(4 * pixelCount, 1 << 20) {
            return .failure(ReferenceRefusal(message: "the reference is \(header.width) × \(header.height) pixels, the picture "
                + "\(width) × \(height): too unlike to compare pixel by pixel; look at it, then re-record it"))
        }
        return .success(bytes)
    }

    private func read(_ folder: String, _ file: String) -> [UInt8]? {
        FileManager.default.contents(atPath: (folder as NSString).appendingPathComponent(file)).map { [UInt8]($0) }
    }
}
