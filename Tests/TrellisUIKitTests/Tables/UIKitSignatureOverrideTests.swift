import Foundation
import Testing
import TrellisUIKit

/// Real apps subclass `UITableView` and `UICollectionView` and override
/// their `open` methods with UIKit's signatures; such code must build
/// unchanged (the methods may not grow parameters, even defaulted ones,
/// which would make `override` fail to compile) and the table must call
/// the override.
@MainActor @Suite struct UIKitSignatureOverrideTests {
    final class LoggingTable: UITableView {
        var calls: [String] = []
        override func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
            calls.append("dequeue \(identifier) \(indexPath.row)")
            return super.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        }
        override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
            calls.append("batch")
            super.performBatchUpdates(updates, completion: completion)
        }
        override func endUpdates() {
            calls.append("end")
            super.endUpdates()
        }
        override func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {
            calls.append("scroll \(indexPath.row)")
            super.scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
        }
    }

    final class LoggingCollection: UICollectionView {
        var calls: [String] = []
        override func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
            calls.append("dequeue \(identifier) \(indexPath.item)")
            return super.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        }
        override func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                       for indexPath: IndexPath) -> UICollectionReusableView {
            calls.append("supplementary \(identifier)")
            return super.dequeueReusableSupplementaryView(ofKind: elementKind, withReuseIdentifier: identifier, for: indexPath)
        }
        override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
            calls.append("batch")
            super.performBatchUpdates(updates, completion: completion)
        }
        override func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool) {
            calls.append("scroll \(indexPath.item)")
            super.scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
        }
    }

    final class Rows: NSObject, UITableViewDataSource, UICollectionViewDataSource {
        var count = 2
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        }
    }

    @Test func aTableCallsItsSubclassesOverrides() {
        let table = LoggingTable(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let rows = Rows()
        table.dataSource = rows
        table.layoutIfNeeded()
        table.performBatchUpdates {
            rows.count = 3
            table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
        }
        table.scrollToRow(at: IndexPath(row: 1, section: 0), at: .top, animated: false)
        #expect(table.calls.prefix(2) == ["dequeue Cell 0", "dequeue Cell 1"])
        #expect(table.calls.contains("batch") && table.calls.contains("end") && table.calls.contains("scroll 1"))
        #expect(table.numberOfRows(inSection: 0) == 3)
    }

    @Test func aCollectionViewCallsItsSubclassesOverrides() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        let collection = LoggingCollection(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        let rows = Rows()
        collection.dataSource = rows
        collection.layoutIfNeeded()
        collection.performBatchUpdates {
            rows.count = 3
            collection.insertItems(at: [IndexPath(item: 2, section: 0)])
        }
        collection.scrollToItem(at: IndexPath(item: 1, section: 0), at: .top, animated: false)
        #expect(collection.calls.prefix(2) == ["dequeue Cell 0", "dequeue Cell 1"])
        #expect(collection.calls.contains("batch") && collection.calls.contains("scroll 1"))
        #expect(collection.numberOfItems(inSection: 0) == 3)
    }
}
