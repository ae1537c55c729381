import Foundation

/// The folder an output file goes into must already be there: render and
/// sweep write one file and create no folders (`docs -o` and `verify
/// --report`, which write folders, create theirs). Checked with the other
/// arguments, before any work, so that a long sweep to `out/demo.gif` in
/// a fresh clone fails at once with the folder named, rather than after
/// the work with the system's "No such file or directory" for the file.
enum OutputParentFolder {
    /// Why `output`'s folder cannot take it (nil when it can): the folder
    /// is missing, or is something other than a folder.
    static func problem(for output: String) -> String? {
        guard let slash = output.lastIndex(of: "/") else { return nil }  // the current folder
        let folder = slash == output.startIndex ? "/" : String(output[..<slash])
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
            return "the folder \(folder) does not exist; create it first, or give a path in a folder that exists"
        }
        return isFolder.boolValue ? nil : "\(folder) is not a folder; give a path in a folder that exists"
    }
}
