import Foundation
import InterfaceBuilder

/// A `.xib` file, read once, instantiated as often as asked (UIKit's
/// `UINib`): each ``instantiate(withOwner:options:)`` makes new objects
/// from the file, sets File's Owner's outlets to them, wires actions as
/// target–action and sends `awakeFromNib` (NibObjectBuilder).
///
/// The file is found by path or in a bundle (`Bundle.module`, the `.xib`
/// copied as a resource with `.copy`); its XML is read by the
/// InterfaceBuilder library (docs/interface-builder.md).
@preconcurrency @MainActor
open class UINib: NSObject {
    /// The document read, or why it could not be read.
    let document: Result<IBDocument, IBReadError>
    let bundle: Bundle?

    /// The nib named `name` (without `.xib`) in `bundleOrNil` (the main
    /// bundle when nil), or at the path `name` names.
    public convenience init(nibName name: String, bundle bundleOrNil: Bundle?) {
        guard let path = NibFiles.path(named: name, extensions: ["xib", "nib"], in: bundleOrNil) else {
            self.init(failure: IBReadError(file: name + ".xib", line: 1, message: "Could not load NIB in bundle: "
                                           + "'\(bundleOrNil?.bundlePath ?? Bundle.main.bundlePath)' with name '\(name)'"),
                      bundle: bundleOrNil)
            return
        }
        self.init(result: Result { () throws(IBReadError) in try IBDocumentReader.read(contentsOfFile: path) }, bundle: bundleOrNil)
    }

    /// A nib from the bytes of a `.xib` file.
    public convenience init(data: Data, bundle bundleOrNil: Bundle?) {
        self.init(result: Result { () throws(IBReadError) in try IBDocumentReader.read(data, file: "nib data") }, bundle: bundleOrNil)
    }

    private convenience init(failure: IBReadError, bundle: Bundle?) {
        self.init(result: .failure(failure), bundle: bundle)
    }

    init(result: Result<IBDocument, IBReadError>, bundle: Bundle?) {
        document = result
        self.bundle = bundle
        super.init()
    }

    /// Why the file could not be read (with its line), nil when it was.
    /// UIKit raises on ``instantiate(withOwner:options:)``; so does Trellis,
    /// with this message, and a test may look first.
    public var trellisReadError: IBReadError? {
        if case .failure(let error) = document { return error }
        return nil
    }

    /// What the last instantiation could not do as the file asks (an
    /// unknown class, an outlet the owner lacks), each with file and line.
    public private(set) var trellisIssues: [String] = []

    /// Makes the file's top-level objects (its top-level views and cells,
    /// in document order) with `ownerOrNil` as File's Owner. External
    /// objects (`options[.externalObjects]`) are not connected yet.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        instantiateTopLevel(owner: ownerOrNil, options: optionsOrNil, reuseIdentifier: nil)
    }

    func instantiateTopLevel(owner: Any?, options: [UINib.OptionsKey: Any]?, reuseIdentifier: String?) -> [Any] {
        let document: IBDocument
        switch self.document {
        case .success(let read): document = read
        case .failure(let error): fatalError("\(error)")
        }
        let builder = NibObjectBuilder(document: document, bundle: bundle)
        builder.reuseIdentifier = reuseIdentifier
        builder.setPlaceholder(owner as AnyObject?, identifier: "IBFilesOwner")
        let roots = document.hierarchies.map { builder.makeView($0.root) }
        builder.finish()
        trellisIssues = builder.issues
        return roots
    }

    /// Keys of `instantiate(withOwner:options:)`'s options.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// Registers classes that files name in `customClass` (by their name
    /// without module): for classes Swift's lookup of `Module.Class` does
    /// not find (one nested in another type, or private). Not UIKit API:
    /// Objective-C finds every class by name.
    public static func registerClass(_ classes: AnyClass...) {
        for cls in classes {
            let name = String(describing: cls)
            NibClassLookup.registered[name] = cls
        }
    }
}

extension Bundle {
    /// Instantiates the nib `name` in this bundle with `owner` as File's
    /// Owner, and returns its top-level objects (UIKit's `loadNibNamed`).
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
    }
}
