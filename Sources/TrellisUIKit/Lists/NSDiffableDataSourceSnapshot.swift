import Foundation

/// The state of a list's data: sections and their items, by identifier
/// (UIKit's `NSDiffableDataSourceSnapshot`).
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    private var sections: [(id: SectionIdentifierType, items: [ItemIdentifierType])] = []
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
    /// Calls UIKit raises for (identifiers that are not unique), with their
    /// place; the view a data source applies the snapshot to records them
    /// as layout issues, and TrellisTesting's snapshots fail on them.
    private(set) var raisedCalls: [RaisedCall] = []

    public init() {}

    public var numberOfSections: Int { sections.count }
    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.id) }
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sections.first { $0.id == identifier }?.items ?? []
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sections.first { $0.items.contains(identifier) }?.id
    }

    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex { $0.id == identifier } }

    public mutating func appendSections(_ identifiers: [SectionIdentifierType], file: String = #fileID, line: UInt = #line) {
        checkUnique(sections: identifiers, file: file, line: line)
        sections += identifiers.map { ($0, []) }
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType,
                                        file: String = #fileID, line: UInt = #line) {
        checkUnique(sections: identifiers, file: file, line: line)
        let index = indexOfSection(toIdentifier) ?? sections.count
        sections.insert(contentsOf: identifiers.map { ($0, []) }, at: index)
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType,
                                        file: String = #fileID, line: UInt = #line) {
        checkUnique(sections: identifiers, file: file, line: line)
        let index = indexOfSection(toIdentifier).map { $0 + 1 } ?? sections.count
        sections.insert(contentsOf: identifiers.map { ($0, []) }, at: index)
    }

    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        sections.removeAll { identifiers.contains($0.id) }
    }

    /// Appends to `sectionIdentifier`, or to the last section when nil.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil,
                                     file: String = #fileID, line: UInt = #line) {
        checkUnique(items: identifiers, file: file, line: line)
        let index = sectionIdentifier.flatMap(indexOfSection) ?? (sections.count - 1)
        guard sections.indices.contains(index) else { return }
        sections[index].items += identifiers
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType,
                                     file: String = #fileID, line: UInt = #line) {
        checkUnique(items: identifiers, file: file, line: line)
        for index in sections.indices {
            if let position = sections[index].items.firstIndex(of: beforeIdentifier) {
                sections[index].items.insert(contentsOf: identifiers, at: position)
                return
            }
        }
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType,
                                     file: String = #fileID, line: UInt = #line) {
        checkUnique(items: identifiers, file: file, line: line)
        for index in sections.indices {
            if let position = sections[index].items.firstIndex(of: afterIdentifier) {
                sections[index].items.insert(contentsOf: identifiers, at: position + 1)
                return
            }
        }
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for index in sections.indices { sections[index].items.removeAll { identifiers.contains($0) } }
    }

    public mutating func deleteAllItems() { sections = [] }

    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { reloadedItemIdentifiers += identifiers }
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { reconfiguredItemIdentifiers += identifiers }
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) { reloadedSectionIdentifiers += identifiers }

    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].items.indices.contains(indexPath.row) else {
            return nil
        }
        return sections[indexPath.section].items[indexPath.row]
    }

    func indexPath(of item: ItemIdentifierType) -> IndexPath? {
        for (section, entry) in sections.enumerated() {
            if let row = entry.items.firstIndex(of: item) { return IndexPath(row: row, section: section) }
        }
        return nil
    }

    /// The raised calls, handed over once (to the view the snapshot is applied to).
    mutating func takeRaisedCalls() -> [RaisedCall] {
        defer { raisedCalls = [] }
        return raisedCalls
    }

    /// UIKit requires every section and every item to have its own
    /// identifier ("Each of your sections and items must have unique
    /// identifiers", NSDiffableDataSourceSnapshotReference) and raises when
    /// identifiers already in the snapshot, or twice in the call, are added.
    private mutating func checkUnique(items identifiers: [ItemIdentifierType], file: String, line: UInt) {
        let duplicates = Self.duplicates(identifiers, among: Set(itemIdentifiers))
        guard !duplicates.isEmpty else { return }
        raisedCalls.append(RaisedCall(
            message: "Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(duplicates)", file: file, line: line))
    }

    private mutating func checkUnique(sections identifiers: [SectionIdentifierType], file: String, line: UInt) {
        let duplicates = Self.duplicates(identifiers, among: Set(sectionIdentifiers))
        guard !duplicates.isEmpty else { return }
        raisedCalls.append(RaisedCall(
            message: "Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(duplicates)", file: file, line: line))
    }

    /// The identifiers in `added` already in `existing` or repeated, each once, in order.
    private static func duplicates<T: Hashable>(_ added: [T], among existing: Set<T>) -> [T] {
        var seen = existing
        var reported = Set<T>()
        var duplicates: [T] = []
        for identifier in added where !seen.insert(identifier).inserted {
            if reported.insert(identifier).inserted { duplicates.append(identifier) }
        }
        return duplicates
    }
}
