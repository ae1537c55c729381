import Foundation

/// A pasteboard (UIKit's `UIPasteboard`), in memory: what code copies is
/// there to paste and to assert on, within the process; nothing reaches a
/// system clipboard. Items are dictionaries from a type identifier to a
/// value, as in UIKit; the typed properties read and write the common
/// types (`public.utf8-plain-text`, `public.url`, `public.png`,
/// `com.apple.uikit.color`).
open class UIPasteboard: NSObject, @unchecked Sendable {
    /// A pasteboard's name (UIKit's `UIPasteboard.Name`).
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
    }

    static let stringType = "public.utf8-plain-text"
    static let urlType = "public.url"
    static let imageType = "public.png"
    static let colorType = "com.apple.uikit.color"

    private static let registry = NSLock()
    nonisolated(unsafe) private static var named: [Name: UIPasteboard] = [:]

    /// The pasteboard copy and paste use.
    public static var general: UIPasteboard { pasteboard(named: .general, create: true)! }

    public let name: Name
    private let lock = NSLock()
    private var storedItems: [[String: Any]] = []
    private var changes = 0

    init(name: Name) { self.name = name }

    /// A named pasteboard; nil when none has the name and `create` is false.
    public convenience init?(name pasteboardName: Name, create: Bool) {
        guard let existing = Self.pasteboard(named: pasteboardName, create: create) else { return nil }
        self.init(name: pasteboardName)
        adopt(existing)
    }

    private static func pasteboard(named name: Name, create: Bool) -> UIPasteboard? {
        registry.lock()
        defer { registry.unlock() }
        if let existing = named[name] { return existing }
        guard create else { return nil }
        let made = UIPasteboard(name: name)
        named[name] = made
        return made
    }

    /// Makes this object a view of `shared` (a named pasteboard is one board, however many objects name it).
    private func adopt(_ shared: UIPasteboard) { sharedBoard = shared }
    private var sharedBoard: UIPasteboard?
    private var board: UIPasteboard { sharedBoard ?? self }

    /// A pasteboard under a new, unique name.
    public static func withUniqueName() -> UIPasteboard {
        pasteboard(named: Name(rawValue: UUID().uuidString), create: true)!
    }

    /// Forgets a named pasteboard.
    public static func remove(withName pasteboardName: Name) {
        registry.lock()
        named[pasteboardName] = nil
        registry.unlock()
    }

    // MARK: Items

    /// The number of times the contents changed.
    open var changeCount: Int { board.withLock { $0.changes } }
    open var numberOfItems: Int { items.count }

    open var items: [[String: Any]] {
        get { board.withLock { $0.storedItems } }
        set { setItems(newValue) }
    }

    open func setItems(_ items: [[String: Any]], options: [String: Any] = [:]) {
        board.withLock { board in
            board.storedItems = items
            board.changes += 1
        }
    }

    open func addItems(_ items: [[String: Any]]) {
        board.withLock { board in
            board.storedItems += items
            board.changes += 1
        }
    }

    /// The type identifiers of the first item.
    open var types: [String] { items.first.map { Array($0.keys).sorted() } ?? [] }

    open func contains(pasteboardTypes: [String]) -> Bool {
        items.contains { item in pasteboardTypes.contains { item[$0] != nil } }
    }

    open func value(forPasteboardType pasteboardType: String) -> Any? { items.first?[pasteboardType] }
    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        setItems([[pasteboardType: value]])
    }
    open func data(forPasteboardType pasteboardType: String) -> Data? {
        value(forPasteboardType: pasteboardType) as? Data
    }
    open func setData(_ data: Data, forPasteboardType pasteboardType: String) {
        setItems([[pasteboardType: data]])
    }

    // MARK: Typed values (one item each; setting nil clears the board)

    open var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }
    open var strings: [String]? {
        get { values(Self.stringType) }
        set { setValues(newValue, Self.stringType) }
    }
    open var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }
    open var urls: [URL]? {
        get { values(Self.urlType) }
        set { setValues(newValue, Self.urlType) }
    }
    open var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }
    open var images: [UIImage]? {
        get { values(Self.imageType) }
        set { setValues(newValue, Self.imageType) }
    }
    open var color: UIColor? {
        get { colors?.first }
        set { colors = newValue.map { [$0] } }
    }
    open var colors: [UIColor]? {
        get { values(Self.colorType) }
        set { setValues(newValue, Self.colorType) }
    }

    open var hasStrings: Bool { values(Self.stringType) as [String]? != nil }
    open var hasURLs: Bool { values(Self.urlType) as [URL]? != nil }
    open var hasImages: Bool { values(Self.imageType) as [UIImage]? != nil }
    open var hasColors: Bool { values(Self.colorType) as [UIColor]? != nil }

    /// The values of `type` across the items; nil when none has it (UIKit's answer for an empty board).
    private func values<T>(_ type: String) -> [T]? {
        let found = items.compactMap { $0[type] as? T }
        return found.isEmpty ? nil : found
    }

    private func setValues<T>(_ values: [T]?, _ type: String) {
        setItems((values ?? []).map { [type: $0] })
    }

    private func withLock<T>(_ body: (UIPasteboard) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(self)
    }
}
