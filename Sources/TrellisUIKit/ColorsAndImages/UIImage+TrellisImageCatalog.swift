import Layout

/// Where `UIImage(named:)` looks besides the bundle (a Trellis extra: UIKit
/// has asset catalogs, Linux has folders), and why the last image could
/// not be made (UIKit's initialisers return nil without saying).
///
///     TrellisImageCatalog.register(folder: "/path/to/Images")
///     let icon = UIImage(named: "icon")   // icon@3x.png, icon@2x.png or icon.png there
public enum TrellisImageCatalog {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var storedFolders: [String] = []
    nonisolated(unsafe) private static var storedLastError: ImageError?
    nonisolated(unsafe) private static var storedLastWarning: ImageError?
    nonisolated(unsafe) private static var storedWarnings: [ImageError] = []
    nonisolated(unsafe) private static var summaryScheduled = false
    nonisolated(unsafe) private static var drawnVectors: [VectorKey: (image: Layout.Image, warning: ImageError?)] = [:]

    private struct VectorKey: Hashable {
        let path: String
        let scale: Double
        let modified: Date?
    }

    /// The folders searched after the bundle, in order.
    public static var folders: [String] {
        get { lock.withLock { storedFolders } }
        set { lock.withLock { storedFolders = newValue } }
    }

    /// Adds a folder to search (once).
    public static func register(folder: String) {
        lock.withLock { if !storedFolders.contains(folder) { storedFolders.append(folder) } }
    }

    /// Why the last `UIImage(contentsOfFile:)`, `UIImage(data:)` or
    /// `UIImage(named:)` that found a file returned nil: one sentence
    /// naming the file. Shared by every thread (the last failure anywhere).
    public static var lastError: ImageError? { lock.withLock { storedLastError } }

    /// What the last vector image (a PDF image set) that was drawn left
    /// out: one sentence naming the file and the kinds of content skipped
    /// (text, images, shadings, patterns, soft masks). The image is made
    /// without them; nil when the last one was drawn whole.
    public static var lastWarning: ImageError? { lock.withLock { storedLastWarning } }

    /// Every PDF image drawn without some of its content in this process,
    /// one warning per file, first drawn first. Standard error gets one
    /// line for them all when the process exits (``warningSummary``), not
    /// one per file: an app with many patterned icons would flood a
    /// snapshot run's log.
    public static var warnings: [ImageError] { lock.withLock { storedWarnings } }

    /// The one line standard error gets at exit for ``warnings``; nil when
    /// there are none: the count and the first file's warning.
    public static var warningSummary: String? {
        let all = warnings
        guard let first = all.first else { return nil }
        if all.count == 1 { return "warning: \(first)" }
        return "warning: \(all.count) PDF images were drawn without some of their content "
            + "(TrellisImageCatalog.warnings lists them); the first: \(first)"
    }

    /// The PDF at `path` drawn at `scale`, once per file, scale and
    /// modification date (a table's cells ask for the same icon again and again).
    static func vectorImage(contentsOfFile path: String, scale: Double) throws(ImageError) -> Layout.Image {
        let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
        let key = VectorKey(path: path, scale: scale, modified: modified)
        if let drawn = lock.withLock({ drawnVectors[key] }) {
            lock.withLock { storedLastWarning = drawn.warning }
            return drawn.image
        }
        let drawn = try PDFVectorImage.image(contentsOfFile: path, scale: scale)
        let scheduleSummary = lock.withLock { () -> Bool in
            drawnVectors[key] = drawn
            storedLastWarning = drawn.warning
            guard let warning = drawn.warning else { return false }
            if !storedWarnings.contains(where: { $0.path == warning.path }) { storedWarnings.append(warning) }
            defer { summaryScheduled = true }
            return !summaryScheduled
        }
        // Once per process: the summary line is written as the process exits.
        if scheduleSummary { atexit { TrellisImageCatalog.writeWarningSummary() } }
        return drawn.image
    }

    private static func writeWarningSummary() {
        if let summary = warningSummary { FileHandle.standardError.write(Data("\(summary)\n".utf8)) }
    }

    static func recording(_ make: () throws(ImageError) -> Layout.Image) -> Layout.Image? {
        do {
            return try make()
        } catch {
            lock.withLock { storedLastError = error }
            return nil
        }
    }

    /// The file names tried for `name`, best first: the preferred scale's
    /// variant (2 or 3), then `@3x`, `@2x`, and the name itself.
    static func candidateFileNames(for name: String, preferredScale: Double) -> [String] {
        var stem = name, ext = "png"
        if let dot = name.lastIndex(of: "."), dot != name.startIndex, !name[dot...].contains("/") {
            stem = String(name[..<dot])
            ext = String(name[name.index(after: dot)...])
        }
        var suffixes = ["@3x", "@2x", ""]
        if preferredScale == 2 { suffixes = ["@2x", "@3x", ""] }
        return suffixes.map { "\(stem)\($0).\(ext)" }
    }

    /// The first candidate that exists in the bundle's resources, then in each folder.
    static func path(named name: String, in bundle: Bundle, preferredScale: Double) -> String? {
        guard !name.isEmpty else { return nil }
        let names = candidateFileNames(for: name, preferredScale: preferredScale)
        let places = [bundle.resourcePath, bundle.bundlePath].compactMap { $0 } + folders
        for place in places {
            for file in names {
                let path = (place as NSString).appendingPathComponent(file)
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                    return path
                }
            }
        }
        return nil
    }
}
