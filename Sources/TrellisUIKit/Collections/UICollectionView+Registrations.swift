import Foundation

/// Cell and supplementary registrations (iOS 14): a registration names a
/// cell class and a handler that configures a dequeued cell; the
/// collection view registers the class under the registration's own
/// identifier on first use.
extension UICollectionView {
    @preconcurrency @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        let identifier: String
        let handler: Handler
        let nib: UINib?

        public init(handler: @escaping Handler) {
            identifier = RegistrationIdentifiers.next(String(describing: Cell.self))
            self.handler = handler
            nib = nil
        }

        public init(cellNib: UINib, handler: @escaping Handler) {
            identifier = RegistrationIdentifiers.next(String(describing: Cell.self))
            self.handler = handler
            nib = cellNib
        }
    }

    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (Supplementary, String, IndexPath) -> Void

        public let elementKind: String
        let identifier: String
        let handler: Handler

        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            identifier = RegistrationIdentifiers.next(String(describing: Supplementary.self))
            self.handler = handler
        }
    }

    /// A cell of the registration's class, configured by its handler for `item`.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?,
        file: String = #fileID, line: UInt = #line) -> Cell {
        if registeredClasses[registration.identifier] == nil, registeredNibs[registration.identifier] == nil {
            if let nib = registration.nib {
                register(nib, forCellWithReuseIdentifier: registration.identifier)
            } else {
                register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
            }
        }
        let dequeued = dequeueCell(withReuseIdentifier: registration.identifier, for: indexPath, place: (file, line))
        let cell = dequeued as? Cell ?? Cell(trellisRegisteredFrame: .zero)
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view of the registration's class and kind, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath,
        file: String = #fileID, line: UInt = #line) -> Supplementary {
        let key = Self.supplementaryKey(registration.elementKind, registration.identifier)
        if registeredClasses[key] == nil {
            register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.identifier)
        }
        let dequeued = dequeueSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.identifier,
                                                for: indexPath, place: (file, line))
        let view = dequeued as? Supplementary ?? Supplementary(trellisRegisteredFrame: .zero)
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}

/// Unique reuse identifiers for registrations.
@MainActor
enum RegistrationIdentifiers {
    private static var count = 0

    static func next(_ name: String) -> String {
        count += 1
        return "Trellis.Registration.\(count).\(name)"
    }
}
