import Foundation
import InterfaceBuilder
import Layout

/// `trellis check --against-ib PATH…`: Interface Builder files laid out at
/// the size IB used and compared, view by view, with the frames IB saved
/// (docs/interface-builder.md, "The comparison"); the report is the one the
/// corpus's figures in that page are, for any files a user has.
enum IBAgreementCheck {
    /// The files the paths name: a file as it is (a `.xib` or
    /// `.storyboard`), a directory as its `.xib` and `.storyboard` files in
    /// name order.
    static func files(_ paths: [String]) throws(LayoutInputError) -> [String] {
        var files: [String] = []
        for path in paths {
            if path.isEmpty {
                throw LayoutInputError(option: "--against-ib", message: "a path is empty; give .xib or .storyboard files, or directories of them")
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                // stat's errno: a symlink loop is not a missing file (the IB reader's words).
                var info = stat()
                let loop = stat(path, &info) != 0 && errno == ELOOP
                throw LayoutInputError(option: "--against-ib", message: "\(path): "
                                       + (loop ? "is a symlink loop (too many levels of symbolic links)" : "no such file or directory"))
            }
            guard isDirectory.boolValue else {
                guard SceneFiles.isInterfaceBuilderFile(path) else {
                    throw LayoutInputError(option: "--against-ib", message: "\(path): expected a .xib or .storyboard file, or a directory of them")
                }
                files.append(path)
                continue
            }
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: path)
            } catch {
                throw LayoutInputError(option: "--against-ib", message: "\(path): cannot list the directory")
            }
            let found = names.filter(SceneFiles.isInterfaceBuilderFile).sorted()
            guard !found.isEmpty else {
                throw LayoutInputError(option: "--against-ib", message: "\(path): no Interface Builder files (*.xib, *.storyboard) in this directory")
            }
            let directory = path.hasSuffix("/") ? String(path.dropLast()) : path
            files += found.map { "\(directory)/\($0)" }
        }
        return files
    }

    /// Every file read first (the first that cannot be is the one error,
    /// before anything is printed), then compared.
    static func report(_ paths: [String]) throws -> IBComparisonReport {
        let documents = try files(paths).map { file throws(IBReadError) in try IBDocumentReader.read(contentsOfFile: file) }
        return IBComparisonReport(documents.map { IBComparison(document: $0, measurer: ShapedTextMeasurer.system) })
    }

    /// Whether a view whose frame does not depend on text differs from IB's
    /// by more than 0.5 pt (`--strict` exits 1 then).
    static func hasMisses(_ report: IBComparisonReport) -> Bool {
        let figures = report.figures()
        return figures.nonTextAgreeing < figures.nonText
    }
}
