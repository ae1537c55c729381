import Foundation
import Layout
import SnapshotTesting
import Testing
import TrellisTesting
import TrellisUIKit

/// Calls UIKit raises NSInternalInconsistencyException for (the app would
/// crash): the UIKit strategies fail the test with UIKit's reason and the
/// call's place instead of drawing what UIKit never would. Each case cites
/// Apple's documentation in docs/uikit.md ("Calls UIKit raises for").
@MainActor @Suite(.serialized) struct RaisedExceptionSnapshotTests {
    /// A table of `rows` rows whose cells come from `identifier`.
    final class Rows: NSObject, UITableViewDataSource {
        var rows: [String]
        let identifier: String
        init(_ rows: [String], identifier: String = "Cell") {
            self.rows = rows
            self.identifier = identifier
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
            cell.textLabel?.text = rows[indexPath.row]
            return cell
        }
    }

    private func table(_ source: Rows, register: Bool = true) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 240), style: .plain)
        if register { table.register(UITableViewCell.self, forCellReuseIdentifier: source.identifier) }
        table.dataSource = source
        return table
    }

    /// Both strategies fail the test, each with a message holding every one of `expected`.
    private func expectRaise(_ view: UIView, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        for strategy in ["image", "text"] {
            withKnownIssue(sourceLocation: sourceLocation) {
                _ = withSnapshotTesting(record: .never) {
                    strategy == "image"
                        ? verifySnapshot(of: view, as: .image(size: view.bounds.size), named: "raised", testName: "raised")
                        : verifySnapshot(of: view, as: .recursiveDescription(size: view.bounds.size), named: "raised",
                                         testName: "raised")
                }
            } matching: { issue in
                issue.comments.contains { comment in
                    comment.rawValue.contains("UIKit raises an exception") && expected.allSatisfy(comment.rawValue.contains)
                }
            }
        }
    }

    /// What UIKit's `dequeueReusableCell(withIdentifier:for:)` needs: a
    /// class or nib registered for the identifier first.
    @Test func aCellDequeuedUnderAnIdentifierNeverRegistered() {
        let source = Rows(["One", "Two"], identifier: "Missing")
        let table = table(source, register: false)
        expectRaise(table, ["unable to dequeue a cell with identifier Missing",
                            "(in dequeueReusableCell(withIdentifier:for:) at [0, 0])"])
    }

    @Test func aCollectionCellDequeuedUnderAnIdentifierNeverRegistered() {
        final class Source: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "Missing", for: indexPath)
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        let source = Source()
        collection.dataSource = source
        expectRaise(collection, ["could not dequeue a view of kind: UICollectionElementKindCell with identifier Missing"])
    }

    /// A header asked for, a footer registration's view given.
    @Test func aSupplementaryRegistrationOfTheWrongKind() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        layout.headerReferenceSize = CGSize(width: 320, height: 30)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        let cells = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
        let footers = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
            elementKind: UICollectionView.elementKindSectionFooter) { _, _, _ in }
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        source.supplementaryViewProvider = { view, _, indexPath in
            view.dequeueConfiguredReusableSupplementary(using: footers, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1, 2])
        source.apply(snapshot)
        expectRaise(collection, ["When asked for a view of element kind 'UICollectionElementKindSectionHeader' the data source "
            + "dequeued a view registered for the element kind 'UICollectionElementKindSectionFooter'",
            "RaisedExceptionSnapshotTests.swift:"])
    }

    @Test func aDiffableSnapshotWithDuplicateIdentifiers() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 240), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let source = UITableViewDiffableDataSource<Int, String>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Apple", "Pear", "Apple"])
        source.apply(snapshot)
        expectRaise(table, ["supplied item identifiers are not unique. Duplicate identifiers: [\"Apple\"]",
                            "RaisedExceptionSnapshotTests.swift:"])
    }

    /// A row added to the data but not inserted in the batch.
    @Test func aBatchWhoseCountsDoNotAddUp() {
        let source = Rows(["One", "Two", "Three"])
        let table = table(source)
        #expect(table.numberOfRows(inSection: 0) == 3)
        table.performBatchUpdates {
            source.rows.append("Four")
        }
        expectRaise(table, ["invalid number of rows in section 0. The number of rows contained in an existing section after "
            + "the update (4) must be equal to the number of rows contained in that section before the update (3), plus or "
            + "minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted)",
            "(in endUpdates() or performBatchUpdates(_:completion:))"])
    }

    /// The same batch with its insert: nothing raised, the snapshot drawn.
    @Test func aBatchWhoseCountsAddUp() throws {
        let source = Rows(["One", "Two", "Three"])
        let table = table(source)
        #expect(table.numberOfRows(inSection: 0) == 3)
        table.performBatchUpdates {
            source.rows.insert("Zero", at: 0)
            source.rows.removeLast()
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
        }
        let layout = table.trellis.layoutView.solvedLayout(checkedWidth: 320, height: 240)
        #expect(layout.issues.isEmpty)
        let message = try #require(withSnapshotTesting(record: .never) {
            verifySnapshot(of: table, as: .image(size: table.bounds.size), named: "raised", testName: "raised")
        })
        #expect(message.hasPrefix("No reference was found on disk"))
    }

    @Test func aCollectionBatchWhoseCountsDoNotAddUp() {
        final class Source: NSObject, UICollectionViewDataSource {
            var counts = [2, 1]
            func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        let source = Source()
        collection.dataSource = source
        #expect(collection.numberOfItems(inSection: 1) == 1)
        collection.performBatchUpdates {
            source.counts[1] = 3
            collection.insertItems(at: [IndexPath(item: 1, section: 1)])
        }
        expectRaise(collection, ["invalid number of items in section 1. The number of items contained in an existing section "
            + "after the update (3) must be equal to the number of items contained in that section before the update (1), plus "
            + "or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted)"])
    }

    @Test func scrollingToARowBeyondTheRows() {
        let source = Rows(["One", "Two", "Three"])
        let table = table(source)
        table.scrollToRow(at: IndexPath(row: 5, section: 0), at: .top, animated: false)
        expectRaise(table, ["out-of-bounds row (5) when there are only 3 rows in section 0"])
    }

    /// "If you try to activate a constraint whose items have no common
    /// ancestor, an exception is thrown" (NSLayoutConstraint.isActive).
    @Test func aConstraintBetweenViewsWithNoCommonAncestor() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let inside = UIView()
        container.addSubview(inside)
        let elsewhere = UIView()
        inside.topAnchor.constraint(equalTo: elsewhere.topAnchor).isActive = true
        expectRaise(container, ["no common ancestor", "RaisedExceptionSnapshotTests.swift:"])
    }
}
