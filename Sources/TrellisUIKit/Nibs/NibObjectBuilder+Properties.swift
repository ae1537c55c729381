import Foundation
import InterfaceBuilder
import Layout

/// The properties a view element sets on the view made from it: UIView's,
/// then its class's (a label's text and font, a stack view's arrangement,
/// a switch's state…), then user-defined runtime attributes.
extension NibObjectBuilder {
    func configure(_ view: UIView, from element: IBView) {
        if let frame = element.frame {
            view.frame = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height)
        }
        view.translatesAutoresizingMaskIntoConstraints = element.translatesAutoresizingMaskIntoConstraints
        view.setContentHuggingPriority(UILayoutPriority(layout: element.horizontalHugging), for: .horizontal)
        view.setContentHuggingPriority(UILayoutPriority(layout: element.verticalHugging), for: .vertical)
        view.setContentCompressionResistancePriority(UILayoutPriority(layout: element.horizontalCompressionResistance), for: .horizontal)
        view.setContentCompressionResistancePriority(UILayoutPriority(layout: element.verticalCompressionResistance), for: .vertical)
        view.isHidden = element.isHidden
        view.alpha = element.alpha
        view.clipsToBounds = element.clipsToBounds
        if let color = element.backgroundColor { view.backgroundColor = Self.color(color) }
        if let color = element.tintColor { view.tintColor = Self.color(color) }
        if let margins = element.layoutMargins {
            view.layoutMargins = UIEdgeInsets(top: margins.top, left: margins.left, bottom: margins.bottom, right: margins.right)
        }
        view.preservesSuperviewLayoutMargins = element.preservesSuperviewLayoutMargins
        view.insetsLayoutMarginsFromSafeArea = element.insetsLayoutMarginsFromSafeArea
        if let identifier = element.accessibilityIdentifier { view.accessibilityIdentifier = identifier }
        if let tag = element.attributes["tag"].flatMap({ Int($0) }) { view.tag = tag }
        if element.attributes["userInteractionEnabled"] == "NO" { view.isUserInteractionEnabled = false }
        configureClassProperties(view, from: element)
        applyRuntimeAttributes(element, to: view)
    }

    private func configureClassProperties(_ view: UIView, from element: IBView) {
        let font = element.font.map { UIFont($0.font) }
        switch view {
        case let label as UILabel:
            label.text = element.text
            if let font { label.font = font }
            if let color = element.textColor { label.textColor = Self.color(color) }
            if let alignment = element.textAlignment { label.textAlignment = NSTextAlignment(alignment) }
            label.numberOfLines = element.numberOfLines
            if let mode = element.lineBreakMode { label.lineBreakMode = NSLineBreakMode(mode) }
            label.adjustsFontSizeToFitWidth = element.adjustsFontSizeToFitWidth
            label.minimumScaleFactor = element.minimumScaleFactor
        case let button as UIButton:
            if let title = element.text { button.setTitle(title, for: .normal) }
            if let font { button.titleLabel?.font = font }
            if let color = element.textColor { button.setTitleColor(Self.color(color), for: .normal) }
            if let name = element.imageName { button.setImage(image(named: name, line: element.line), for: .normal) }
        case let imageView as UIImageView:
            if let name = element.imageName { imageView.image = image(named: name, line: element.line) }
        case let stack as UIStackView:
            guard let properties = element.stack else { break }
            stack.axis = NSLayoutConstraint.Axis(properties.axis)
            if let index = UIStackView.Distribution.layoutCases.firstIndex(of: properties.distribution) {
                stack.distribution = UIStackView.Distribution(rawValue: index) ?? .fill
            }
            stack.alignment = UIStackView.Alignment(properties.alignment)
            stack.spacing = properties.spacing
            stack.isBaselineRelativeArrangement = properties.isBaselineRelativeArrangement
            stack.isLayoutMarginsRelativeArrangement = properties.isLayoutMarginsRelativeArrangement
        case let field as UITextField:
            field.text = element.attributes["text"]
            field.placeholder = element.attributes["placeholder"]
            if let font { field.font = font }
        case let toggle as UISwitch:
            toggle.isOn = element.attributes["on"] == "YES"
        case let slider as UISlider:
            slider.minimumValue = element.attributes["minValue"].flatMap { Float($0) } ?? 0
            slider.maximumValue = element.attributes["maxValue"].flatMap { Float($0) } ?? 1
            slider.value = element.attributes["value"].flatMap { Float($0) } ?? 0
        case let segmented as UISegmentedControl:
            for (index, title) in element.segmentTitles.enumerated() {
                segmented.insertSegment(withTitle: title, at: index, animated: false)
            }
            if let selected = element.attributes["selectedSegmentIndex"].flatMap({ Int($0) }) {
                segmented.selectedSegmentIndex = selected
            }
        default:
            break
        }
    }

    /// An image by name: the bundle's, else the catalogue's; an issue when neither has it.
    private func image(named name: String, line: Int) -> UIImage? {
        if let image = UIImage(named: name, in: bundle, compatibleWith: nil) { return image }
        issue(line, "no image named \(name) in the bundle")
        return nil
    }

    /// `<userDefinedRuntimeAttribute>`s: each key path's setter, as UIKit's
    /// `setValue(_:forKeyPath:)` after `init?(coder:)`; the view's layer's
    /// own properties through `layer.` (`layer.cornerRadius`, the way files
    /// round a view); another key path with dots or a setter the class has
    /// not registered is an issue.
    private func applyRuntimeAttributes(_ element: IBView, to view: UIView) {
        for attribute in element.runtimeAttributes {
            guard let value = NibCoder.typedValue(attribute) else {
                issue(attribute.line, "runtime attribute \(attribute.keyPath) of type \(attribute.type): not applied")
                continue
            }
            if attribute.keyPath.hasPrefix("layer.") {
                let key = String(attribute.keyPath.dropFirst("layer.".count))
                if !Self.setLayerValue(value, forKey: key, of: view.layer) {
                    issue(attribute.line, "runtime attribute \(attribute.keyPath): not a layer property Trellis sets; not applied")
                }
                continue
            }
            guard !attribute.keyPath.contains("."), let first = attribute.keyPath.first else {
                issue(attribute.line, "runtime attribute \(attribute.keyPath): key paths with dots are not applied")
                continue
            }
            let setter = Selector("set" + first.uppercased() + attribute.keyPath.dropFirst() + ":")
            if ObjCRuntime.responds(view, to: setter) {
                ObjCRuntime.send(setter, to: view, arguments: [value])
            } else {
                issue(attribute.line, "runtime attribute \(attribute.keyPath): \(type(of: view)) has no registered setter; not applied")
            }
        }
    }

    /// Sets one of the layer's numeric or Boolean properties by its key, as
    /// key-value coding does; false for a key it does not know (colours
    /// come as `UIColor`, which a layer's `CGColor` properties do not take
    /// through key-value coding on iOS either).
    static func setLayerValue(_ value: Any, forKey key: String, of layer: CALayer) -> Bool {
        let number = (value as? Double).map { CGFloat($0) } ?? ((value as? Bool).map { $0 ? 1 : 0 })
        guard let number else { return false }
        switch key {
        case "cornerRadius": layer.cornerRadius = number
        case "borderWidth": layer.borderWidth = number
        case "masksToBounds": layer.masksToBounds = number != 0
        case "shadowOpacity": layer.shadowOpacity = Float(number)
        case "shadowRadius": layer.shadowRadius = number
        case "opacity": layer.opacity = Float(number)
        default: return false
        }
        return true
    }
}
