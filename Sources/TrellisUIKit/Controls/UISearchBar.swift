import Foundation
import Layout

/// A search bar (UIKit's `UISearchBar`): its `searchTextField` 36 points
/// tall at the default Dynamic Type size (more at a larger one), 8 points in from its sides and centred in its 56 points (iOS 11
/// and later; docs/uikit-numbers.md, "Bars"), or 1 point under the top of
/// its row inside a navigation bar, with a "Cancel" button after it when
/// `showsCancelButton`. Its `placeholder` and `text` are the
/// field's. Drawn on `systemBackground` (`.minimal`: no background), or
/// on nothing inside a navigation bar.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    public enum Style: Int, Sendable { case `default` = 0, prominent, minimal }

    /// The field the text is typed in (iOS 13).
    public let searchTextField = UISearchTextField()
    /// The field's delegate, telling this bar's delegate (UISearchBar+Editing.swift).
    let fieldRelay = SearchFieldRelay()
    private let cancelButton = BarButtonView(item: UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil))
    private var fieldTrailing: LayoutConstraint!
    private var cancelTrailing: LayoutConstraint!
    private var fieldCentred: LayoutConstraint!
    private var fieldAtTheRowsTop: LayoutConstraint!
    /// The field's height: 36 at the default Dynamic Type size, more at a
    /// larger one (`BarMetrics.searchFieldHeight(for:)`).
    private var fieldHeight: LayoutConstraint!

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override func buildParts() {
        let field = searchTextField
        field.translatesAutoresizingMaskIntoConstraints = false
        fieldRelay.searchBar = self
        field.delegate = fieldRelay
        cancelButton.isHidden = true
        cancelButton.onTap = { [weak self] in
            guard let self else { return }
            self.delegate?.searchBarCancelButtonClicked(self)
            self.managingController?.cancelButtonTapped()
        }
        addSubview(field)
        addSubview(cancelButton)
        let inset = Double(BarMetrics.searchFieldInset), node = self.node
        fieldTrailing = node.trailingAnchor.constraint(equalTo: field.node.trailingAnchor, constant: inset)
        cancelTrailing = node.trailingAnchor.constraint(equalTo: cancelButton.node.trailingAnchor, constant: inset)
        fieldCentred = field.node.centerYAnchor.constraint(equalTo: node.centerYAnchor).markSystem("UISearchBar-part")
        fieldAtTheRowsTop = field.node.topAnchor.constraint(equalTo: node.topAnchor,
                                                            constant: Double(BarMetrics.integratedSearchFieldTop))
            .markSystem("UISearchBar-part")
        fieldHeight = field.node.heightAnchor.constraint(equalToConstant: Double(BarMetrics.searchFieldHeight))
        LayoutConstraint.activate([
            field.node.leadingAnchor.constraint(equalTo: node.leadingAnchor, constant: inset),
            fieldCentred,
            fieldHeight,
            fieldTrailing,
            // As tall as the field and level with it: in a navigation bar
            // the field sits at the row's top, and "Cancel" beside it.
            cancelButton.node.topAnchor.constraint(equalTo: field.node.topAnchor),
            cancelButton.node.bottomAnchor.constraint(equalTo: field.node.bottomAnchor),
            cancelButton.node.leadingAnchor.constraint(equalTo: field.node.trailingAnchor, constant: inset),
        ].map { $0.markSystem("UISearchBar-part") })
        redraw()
    }

    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    open var prompt: String?
    open weak var delegate: (any UISearchBarDelegate)?
    /// The search controller whose `searchBar` this is: it follows the
    /// bar's editing and cancel button (UISearchController+Activity.swift).
    weak var managingController: UISearchController?
    open var searchBarStyle: Style = .default { didSet { appearanceSetterCalled("searchBarStyle"); redraw() } }
    open var barStyle: UIBarStyle = .default
    open var barTintColor: UIColor? { didSet { appearanceSetterCalled("barTintColor"); redraw() } }
    open var isTranslucent = true
    open var scopeButtonTitles: [String]?
    open var selectedScopeButtonIndex = 0
    open var showsScopeBar = false
    open var showsBookmarkButton = false
    open var showsSearchResultsButton = false
    open var autocapitalizationType: UITextAutocapitalizationType = .none
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var keyboardType: UIKeyboardType = .default

    open var showsCancelButton = false {
        didSet {
            cancelButton.isHidden = !showsCancelButton
            fieldTrailing.isActive = !showsCancelButton
            cancelTrailing.isActive = showsCancelButton
        }
    }

    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }

    /// Passed to the field: a search bar is not itself the first
    /// responder, its field is (UISearchBar+Editing.swift).
    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    /// Set by a navigation bar that shows this bar under its title: no
    /// background of its own, and the field at the top of the row rather
    /// than in its middle (docs/uikit-numbers.md, "Bars").
    var isIntegratedInNavigationBar = false {
        didSet {
            fieldCentred.isActive = !isIntegratedInNavigationBar
            fieldAtTheRowsTop.isActive = isIntegratedInNavigationBar
            redraw()
        }
    }

    /// 56 at the default Dynamic Type size; the field's growth more at a larger one.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: BarMetrics.searchBarHeight(fieldHeight: shownFieldHeight))
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: BarMetrics.searchBarHeight(fieldHeight: shownFieldHeight))
    }

    private var shownFieldHeight: CGFloat { fieldHeight.map { CGFloat($0.constant) } ?? BarMetrics.searchFieldHeight }

    override func applyTraits(_ traits: UITraitCollection) {
        super.applyTraits(traits)
        // The field grows with Dynamic Type, as its `body` text does
        // (UIKit's drawing, docs/uikit-numbers.md).
        let height = Double(BarMetrics.searchFieldHeight(for: traits))
        if let fieldHeight, fieldHeight.constant != height {
            fieldHeight.constant = height
            invalidateIntrinsicContentSize()
        }
        redraw()
    }

    private func redraw() {
        let drawn: UIColor? = isIntegratedInNavigationBar || searchBarStyle == .minimal ? nil : barTintColor ?? .systemBackground
        node.backgroundColor = backgroundColor.map { resolvedColor($0, with: traitCollection) } ?? resolvedColor(drawn, with: traitCollection)
    }
}

/// What a search bar tells its delegate (UIKit's `UISearchBarDelegate`);
/// every method optional, the questions answered true without it. The
/// editing calls come from the bar's field (UISearchBar+Editing.swift),
/// the cancel button's tap from the bar.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange,
                          replacementText text: String) -> Bool { true }
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
}
