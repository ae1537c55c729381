import Foundation
import Layout

/// The controls a scene builds (docs/scenes.md, "Controls"): the one table
/// of their `type:` names, the keys each reads beyond every view's, the
/// view it makes (Layout's control, which TrellisUIKit's UIKit class also
/// draws with) and how its keys become setters. The parser's key lists and
/// messages and SceneInstance's builder read it; a control added here is
/// everywhere a scene goes.
struct SceneControl: Sendable {
    typealias Setter = @Sendable (View) -> Void

    /// How messages name one ("a switch") and several ("switches").
    let noun: String
    let plural: String
    /// The keys it takes beyond every view's (`SceneParser.commonKeys`).
    let keys: [String]
    /// A new control named `name`, with UIKit's defaults.
    let make: @Sendable (_ name: String) -> View
    /// Its keys' setters; keys that depend on each other (a selected
    /// segment and the segments) are checked together.
    let setters: @Sendable (_ fields: Fields, _ parser: SceneParser) throws(LocatedError) -> [Setter]

    static let table: [ViewKind: SceneControl] = [
        .switch: SceneControl(noun: "a switch", plural: "switches", keys: ["on", "onTint", "thumbTint"],
                              make: { Switch(name: $0) }, setters: switchSetters),
        .slider: SceneControl(noun: "a slider", plural: "sliders",
                              keys: ["value", "minimumValue", "maximumValue", "minimumTrackTint", "maximumTrackTint", "thumbTint"],
                              make: { Slider(name: $0) }, setters: sliderSetters),
        .segmented: SceneControl(noun: "a segmented control", plural: "segmented controls", keys: ["segments", "selected", "selectedTint"],
                                 make: { SegmentedControl(name: $0) }, setters: segmentedSetters),
        .textField: SceneControl(noun: "a text field", plural: "text fields",
                                 keys: ["text", "placeholder", "borderStyle", "font", "color", "alignment", "secure"],
                                 make: { TextField(name: $0) }, setters: textFieldSetters),
        .image: SceneControl(noun: "an image view", plural: "image views", keys: ["image", "contentMode", "tint"],
                             make: { ImageView(name: $0) }, setters: imageSetters),
        .activityIndicator: SceneControl(noun: "an activity indicator", plural: "activity indicators",
                                         keys: ["style", "animating", "hidesWhenStopped", "color"],
                                         make: { ActivityIndicator(name: $0) }, setters: activityIndicatorSetters),
        .progress: SceneControl(noun: "a progress view", plural: "progress views", keys: ["progress", "progressTint", "trackTint"],
                                make: { ProgressView(name: $0) }, setters: progressSetters),
        .pageControl: SceneControl(noun: "a page control", plural: "page controls",
                                   keys: ["pages", "current", "hidesForSinglePage", "pageTint", "currentPageTint"],
                                   make: { PageControl(name: $0) }, setters: pageControlSetters),
    ]

    // MARK: Each control's keys

    private static func switchSetters(_ fields: Fields, _ parser: SceneParser) throws(LocatedError) -> [Setter] {
        var setters: [Setter] = []
        if let on = try fields["on"]?.bool("on") { setters.append { ($0 as? Switch)?.isOn = on } }
        if let color = try color(fields["onTint"]) { setters.append { ($0 as? Switch)?.onTintColor = color } }
        if let color = try color(fields["thumbTint"]) { setters.append { ($0 as? Switch)?.thumbTintColor = color } }
        return setters
    }

    private static func sliderSetters(_ fields: Fields, _ parser: SceneParser) throws(LocatedError) -> [Setter] {
        var setters: [Setter] = []
        let minimum = try fields["minimumValue"]?.constant("the minimum value") ?? 0
        let maximum = try fields["maximumValue"]?.constant("the maximum value") ?? 1
        if let given = fields["maximumValue"] ?? fields["minimumValue"], minimum >= maximum {
            throw given.fail("expected minimumValue below maximumValue, found \(formatNumber(minimum)) and \(formatNumber(maximum))")
        }
        if minimum != 0 { setters.append { ($0 as? Slider)?.minimumValue = minimum } }
        if maximum != 1 { setters.append { ($0 as? Slider)?.maximumValue = maximum } }
        if let value = fields["value"] {
            let number = try value.constant("the value")
            guard (minimum...maximum).contains(number) else {
                throw value.fail("expected a value from \(formatNumber(minimum)) to \(formatNumber(maximum)), found \(formatNumber(number))")
            }
            setters.append { ($0 as? Slider)?.value = number }
        }
        if let color = try color(fields["minimumTrackTint"]) { setters.append { ($0 as? Slider)?.minimumTrackTintColor = color } }
        if let color = try color(fields["maximumTrackTint"]) { setters.append { ($0 as? Slider)?.maximumTrackTintColor = color } }
        if let color = try color(fields["thumbTint"]) { setters.append { ($0 as? Slider)?.thumbTintColor = color } }
        return setters
    }

    private static func segmentedSetters(_ fields: Fields, _ parser: SceneParser) throws(LocatedError) -> [Setter] {
        var setters: [Setter] = []
        var titles: [String] = []
        if let segments = fields["segments"] {
            for item in try segments.list("the segments' titles") { titles.append(try item.string("a segment's title (a string)")) }
            let given = titles
            setters.append { ($0 as? SegmentedControl)?.titles = given }
        }
        if let selected = fields["selected"] {
            let index = try selected.integer("the selected segment's index", minimum: -1)
            guard index < titles.count else {
                let range = titles.isEmpty ? "-1 (none: there are no segments)" : "-1 (none) to \(titles.count - 1)"
                throw selected.fail("expected the selected segment's index from \(range), found \(index)")
            }
            setters.append { ($0 as? SegmentedControl)?.selectedSegmentIndex = index }
        }
        if let color = try color(fields["selectedTint"]) { setters.append { ($0 as? SegmentedControl)?.selectedSegmentTintColor = color } }
        return setters
    }

    private static func textFieldSetters(_ fields: Fields, _ parser: SceneParser) throws(LocatedError) -> [Setter] {
        var setters: [Setter] = []
        if let text = try fields["text"]?.string("the text (a string)") { setters.append { ($0 as? TextField)?.text = text } }
        if let text = try fields["placeholder"]?.string("the placeholder (a string)") {
            setters.append { ($0 as? TextField)?.placeholder = text }
        }
        if let style = try fields["borderStyle"]?.choice("border style", TextField.BorderStyle.allCases.map { ($0.rawValue, $0) }) {
            setters.append { ($0 as? TextField)?.borderStyle = style }
        }
        if let value = fields["font"] {
            let font = try parser.font(value)
            setters.append { ($0 as? TextField)?.font = font }
        }
        if let color = try color(fields["color"]) { setters.append { ($0 as? TextField)?.textColor = color } }
        if let alignment = try fields["alignment"]?.choice("text alignment", TextAlignment.allCases.map { ($0.rawValue, $0) }) {
            setters.append { ($0 as? TextField)?.textAlignment = alignment }
        }
        if let secure = try fields["secure"]?.bool("secure") { setters.append { ($0 as? TextField)?.isSecureTextEntry = secure } }
        return setters
    }

    private static func imageSetters(_ fields: Fields, _ parser: SceneParser) throws(LocatedError) -> [Setter] {
        var setters: [Setter] = []
        if let value = fields["image"] {
            let path = try value.string("an image file (a PNG)")
            let resolved = path.hasPrefix("/") ? path : (parser.directory as NSString).appendingPathComponent(path)
            let image: Image
            do {
                image = try Image(contentsOfFile: resolved)
            } catch {
                throw value.fail("the image \(path) \(error.problem); expected a PNG file, relative to the scene file")
            }
            setters.append { ($0 as? ImageView)?.image = image }
        }
        if let mode = try fields["contentMode"]?.choice("content mode", ContentMode.allCases.map { ("\($0)", $0) }) {
            setters.append { ($0 as? ImageView)?.contentMode = mode }
        }
        if let color = try color(fields["tint"]) { setters.append { ($0 as? ImageView)?.tintColor = color } }
        return setters
    }

    private static func activityIndicatorSetters(_ fields: Fields, _ parser: SceneParser) throws(LocatedError) -> [Setter] {
        var setters: [Setter] = []
        if let style = try fields["style"]?.choice("activity indicator style", ActivityIndicator.Style.allCases.map { ($0.rawValue, $0) }) {
            setters.append { ($0 as? ActivityIndicator)?.style = style }
        }
        if let hides = try fields["hidesWhenStopped"]?.bool("hidesWhenStopped") {
            setters.append { ($0 as? ActivityIndicator)?.hidesWhenStopped = hides }
        }
        if let animating = try fields["animating"]?.bool("animating") {
            setters.append { ($0 as? ActivityIndicator)?.isAnimating = animating }
        }
        if let color = try color(fields["color"]) { setters.append { ($0 as? ActivityIndicator)?.color = color } }
        return setters
    }

    private static func progressSetters(_ fields: Fields, _ parser: SceneParser) throws(LocatedError) -> [Setter] {
        var setters: [Setter] = []
        if let value = fields["progress"] {
            let progress = try value.number("the progress")
            guard (0...1).contains(progress) else { throw value.fail("expected the progress from 0 to 1, found \(formatNumber(progress))") }
            setters.append { ($0 as? ProgressView)?.progress = progress }
        }
        if let color = try color(fields["progressTint"]) { setters.append { ($0 as? ProgressView)?.progressTintColor = color } }
        if let color = try color(fields["trackTint"]) { setters.append { ($0 as? ProgressView)?.trackTintColor = color } }
        return setters
    }

    private static func pageControlSetters(_ fields: Fields, _ parser: SceneParser) throws(LocatedError) -> [Setter] {
        var setters: [Setter] = []
        var pages = 0
        if let value = fields["pages"] {
            pages = try value.integer("the number of pages")
            guard pages <= SceneLimits.maximumPages else {
                throw value.fail("expected at most \(SceneLimits.maximumPages) pages, found \(pages)")
            }
            let count = pages
            setters.append { ($0 as? PageControl)?.numberOfPages = count }
        }
        if let value = fields["current"] {
            let current = try value.integer("the current page")
            guard current < max(pages, 1) else {
                throw value.fail("expected the current page from 0 to \(max(pages, 1) - 1), found \(current)")
            }
            setters.append { ($0 as? PageControl)?.currentPage = current }
        }
        if let hides = try fields["hidesForSinglePage"]?.bool("hidesForSinglePage") {
            setters.append { ($0 as? PageControl)?.hidesForSinglePage = hides }
        }
        if let color = try color(fields["pageTint"]) { setters.append { ($0 as? PageControl)?.pageIndicatorTintColor = color } }
        if let color = try color(fields["currentPageTint"]) { setters.append { ($0 as? PageControl)?.currentPageIndicatorTintColor = color } }
        return setters
    }

    private static func color(_ value: YAMLValue?) throws(LocatedError) -> Color? {
        guard let value else { return nil }
        return try SceneValues.color(value)
    }
}
