import Foundation

/// The outlets UIKit's own classes have, which a storyboard connects as it
/// does an app's: a table's or collection view's `dataSource` and
/// `delegate` (Interface Builder's "Outlets" of a table view controller's
/// table, connected to the controller), a scroll view's, field's, search
/// bar's or picker's. No `@IBOutlet` of the app registers them, so they
/// are set here by type.
extension NibObjectBuilder {
    /// Sets UIKit's own outlet `name` of `source`; false when it is none of them.
    func setUIKitOutlet(_ name: String, of source: AnyObject, to value: Any) -> Bool {
        let target = value as AnyObject
        switch (name, source) {
        case ("dataSource", let table as UITableView):
            table.dataSource = target as? UITableViewDataSource
        case ("dataSource", let collection as UICollectionView):
            collection.dataSource = target as? UICollectionViewDataSource
        case ("dataSource", let picker as UIPickerView):
            picker.dataSource = target as? UIPickerViewDataSource
        case ("delegate", let picker as UIPickerView):
            picker.delegate = target as? UIPickerViewDelegate
        case ("delegate", let scroll as UIScrollView):
            scroll.delegate = target as? UIScrollViewDelegate
        case ("delegate", let field as UITextField):
            field.delegate = target as? UITextFieldDelegate
        case ("delegate", let bar as UISearchBar):
            bar.delegate = target as? UISearchBarDelegate
        default:
            return false
        }
        return true
    }
}
