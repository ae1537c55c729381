import Foundation

/// What a document picker is for (UIKit's `UIDocumentPickerMode`).
public enum UIDocumentPickerMode: UInt, Sendable {
    case `import` = 0, open, exportToService, moveToService
}

/// What a document picker tells its delegate (UIKit's
/// `UIDocumentPickerDelegate`); every method optional. A delegate that
/// implements only the older single-document method gets it with the first
/// document picked: Apple names `documentPicker(_:didPickDocumentsAt:)` the
/// method UIKit calls in preference to it.
@preconcurrency @MainActor
public protocol UIDocumentPickerDelegate: AnyObject {
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL)
}

extension UIDocumentPickerDelegate {
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        if let first = urls.first { documentPicker(controller, didPickDocumentAt: first) }
    }
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL) {}
}

/// The system's file browser (UIKit's `UIDocumentPickerViewController`).
/// Its view is empty here (the system draws the real one out of the app's
/// process); what it was made with is kept, and a test picks as a person
/// would with `controller.trellis.pickDocuments(at:)` or cancels with
/// `controller.trellis.cancelDocumentPicker()`.
@preconcurrency @MainActor
open class UIDocumentPickerViewController: UIViewController {
    open weak var delegate: (any UIDocumentPickerDelegate)?
    /// What the picker was made for.
    public let documentPickerMode: UIDocumentPickerMode
    /// The type identifiers offered (`init(documentTypes:in:)`), as given.
    public let documentTypes: [String]
    /// The documents exported or moved (`init(forExporting:)`, `init(url:in:)`), as given.
    public let exportedURLs: [URL]
    open var allowsMultipleSelection = false
    open var shouldShowFileExtensions = false
    open var directoryURL: URL?

    public init(documentTypes allowedUTIs: [String], in mode: UIDocumentPickerMode) {
        documentPickerMode = mode
        documentTypes = allowedUTIs
        exportedURLs = []
        super.init(nibName: nil, bundle: nil)
    }

    public init(urls: [URL], in mode: UIDocumentPickerMode) {
        documentPickerMode = mode
        documentTypes = []
        exportedURLs = urls
        super.init(nibName: nil, bundle: nil)
    }

    public convenience init(url: URL, in mode: UIDocumentPickerMode) {
        self.init(urls: [url], in: mode)
    }

    /// iOS 14's export: `asCopy` true is `.exportToService`, false `.moveToService`.
    public convenience init(forExporting urls: [URL], asCopy: Bool = true) {
        self.init(urls: urls, in: asCopy ? .exportToService : .moveToService)
    }

    public required init?(coder: NSCoder) {
        documentPickerMode = .import
        documentTypes = []
        exportedURLs = []
        super.init(coder: coder)
    }
}

extension TrellisViewController {
    /// Ends a document picker as a person choosing `urls` would (for an
    /// export, the destinations): dismisses it, then tells its delegate
    /// `documentPicker(_:didPickDocumentsAt:)`. Nothing for other controllers.
    public func pickDocuments(at urls: [URL]) {
        guard let picker = controller as? UIDocumentPickerViewController else { return }
        picker.dismiss(animated: true)
        picker.delegate?.documentPicker(picker, didPickDocumentsAt: urls)
    }

    /// Ends a document picker as a person tapping Cancel would: dismissed,
    /// then `documentPickerWasCancelled(_:)`. Nothing for other controllers.
    public func cancelDocumentPicker() {
        guard let picker = controller as? UIDocumentPickerViewController else { return }
        picker.dismiss(animated: true)
        picker.delegate?.documentPickerWasCancelled(picker)
    }
}
