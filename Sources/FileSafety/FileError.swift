#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file or folder was not written, read or replaced: what was
/// attempted on which path, and why. Its description is the message the
/// CLI prints after `error: `.
public enum FileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An operation on `path` failed.
    case failed(FileOperation, path: String, reason: FileFailure)
    /// A new file or folder would have replaced something it may not
    /// (a FIFO, a device, an input, a folder of the user's).
    case refused(FileOperation, path: String, OutputRefusal)
    /// A name meant to stay inside `folder` is not a plain name (``PlainName``).
    case notAPlainName(folder: String, names: [String], name: String)
    /// An empty output folder filled in place gained entries during the run.
    case filesAppeared(folder: String)
    /// The new folder is at `path`, but its previous copy, moved aside to
    /// `aside`, could not be removed: the first entry that resisted, and why.
    case previousCopyLeft(path: String, aside: String, entry: String, errno: Int32)

    public var description: String {
        switch self {
        case let .failed(operation, path, reason):
            return "cannot \(operation.verb) \(path)" + reason.suffix
        case let .refused(operation, path, refusal):
            return "not \(operation.gerund) \(path): \(refusal)"
        case let .notAPlainName(folder, names, name):
            return "refusing to write \(folder)/\(names.joined(separator: "/")): \"\(name)\" is not a plain file name"
        case let .filesAppeared(folder):
            return "not writing \(folder): files appeared in it during the run"
        case let .previousCopyLeft(path, aside, entry, code):
            return "wrote \(path), but could not remove its previous copy, moved aside to \(aside): "
                + "\(entry): \(FileFailure.system(errno: code).reason); remove it by hand (a later run into the same folder retries)"
        }
    }
}

/// What was attempted on a path.
public enum FileOperation: Equatable, Sendable {
    case write
    case read
    /// Reading back a file being written (the APNG encoder's second pass).
    case readBack
    case create
    case createFolderIn
    case createFolderBeside
    case replace

    var verb: String {
        switch self {
        case .write: "write"
        case .read: "read"
        case .readBack: "read back"
        case .create: "create"
        case .createFolderIn: "create a folder in"
        case .createFolderBeside: "create a folder beside"
        case .replace: "replace"
        }
    }

    var gerund: String {
        switch self {
        case .replace: "replacing"
        default: "writing"
        }
    }
}

/// Why an operation on a path failed.
public enum FileFailure: Equatable, Sendable {
    /// The system's error number (its `strerror` text is the message).
    case system(errno: Int32)
    /// Foundation's description of its error (a folder listed or created through FileManager).
    case foundation(String)
    /// SIGINT, SIGTERM or SIGHUP arrived: the run is ending.
    case interrupted
    /// Every random temporary name tried was taken (something planted them).
    case noFreeName
    /// A temporary file could not be made beside the output for that reason.
    case noTemporaryFile
    /// The folder to replace is the current folder or a mount point.
    case cannotRename

    /// The system's words for the reason.
    var reason: String {
        switch self {
        case let .system(code): String(cString: strerror(code))
        case let .foundation(text): text
        case .interrupted: "interrupted"
        case .noFreeName: ""
        case .noTemporaryFile: "could not create a temporary file beside it"
        case .cannotRename:
            "it is the current folder or a mount point, which cannot be renamed; give the folder from the one above it, or another folder"
        }
    }

    /// What follows the path in a message: `: reason`, or nothing.
    var suffix: String {
        self == .noFreeName ? "" : ": " + reason
    }
}

/// Why a new file or folder may not stand at a path: what
/// ``OutputFile/refusal(_:protected:)`` and ``OutputFolder/refusal(_:protected:)`` say.
public enum OutputRefusal: Equatable, Sendable, CustomStringConvertible {
    /// The path is an input of the run (by any spelling, link or hard link).
    case isInput(path: String, role: String, input: String)
    /// The folder is, contains or is inside an input.
    case overlapsInput(path: String, relation: Relation, role: String, input: String)
    /// A FIFO, a device or a socket, which a renamed file would replace.
    case specialFile(path: String, SpecialFileKind)
    /// lstat failed on the path.
    case unreadable(path: String, errno: Int32)
    /// The path is the empty string (`-o ''`).
    case emptyPath
    /// A file was asked for and the path names a folder (ends in `/`, or is one).
    case isFolder(path: String)
    /// The folder's place holds a symlink.
    case symlink(path: String)
    /// The folder's place holds something that is not a folder.
    case notAFolder(path: String)
    /// The folder cannot be listed.
    case cannotList(path: String)
    /// A folder with files and no marker: the user's.
    case notTrellisFolder(path: String, marker: String)
    /// A previous output folder that could not be removed once replaced:
    /// the entry that stops it, and why (an immutable file).
    case cannotRemove(path: String, entry: String, why: String)

    /// How an output folder overlaps an input.
    public enum Relation: String, Sendable {
        case `is`, contains, isInside = "is inside"
    }

    public var description: String {
        switch self {
        case let .isInput(path, role, input):
            "\(path) is \(role) \(input); give another file to write"
        case let .overlapsInput(path, relation, role, input):
            "\(path) \(relation.rawValue) \(role) \(input); give a folder apart from the inputs and the references"
        case let .specialFile(path, kind):
            "\(path) is \(kind.rawValue), which a written file would replace (outputs are renamed into place); give the path of a regular file"
        case let .unreadable(path, code):
            "\(path): \(String(cString: strerror(code)))"
        case .emptyPath:
            "the path is empty; give the path of the output"
        case let .isFolder(path):
            "\(path) is a folder; give the path of a file to write"
        case let .symlink(path):
            "\(path) is a symlink; give the folder itself (new, empty, or one Trellis wrote)"
        case let .notAFolder(path):
            "\(path) exists and is not a folder; give a new folder, an empty one, or one Trellis wrote"
        case let .cannotList(path):
            "\(path) cannot be read"
        case let .notTrellisFolder(path, marker):
            "\(path) is a folder Trellis did not write (it has files and no \(marker)); give a new folder, an empty one, or one Trellis wrote"
        case let .cannotRemove(path, entry, why):
            "\(path) cannot be replaced: \(entry) \(why), so its previous copy could not be removed; nothing was changed: "
                + "make it removable, or remove it by hand"
        }
    }
}

/// A file that is neither regular, a folder nor a symlink.
public enum SpecialFileKind: String, Sendable {
    case fifo = "a FIFO"
    case characterDevice = "a character device"
    case blockDevice = "a block device"
    case socket = "a socket"
}
