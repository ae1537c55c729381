import Layout
import Render
import Scene
import Testing
import TrellisTestSupport
import TrellisUIKit

/// One implementation for every way of building a control: each control
/// made from a scene file's keys and made through TrellisUIKit in Swift
/// draws the same PNG, byte for byte (issue 29, item 7). Both trees are a
/// 240 × 64 root with the control 12 points from its top left corner
/// (200 wide for the controls with no intrinsic width), in the light
/// appearance UIKit views have by default.
@MainActor @Suite struct ControlSceneParityTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// The control's properties in a scene (after `- control:`).
        var yaml: String
        /// Whether the control is given a width of 200 (it has no intrinsic width).
        var widened = false
        var testDescription: String { name }
    }

    nonisolated static let cases: [Case] = [
        Case(name: "switch off", yaml: "{ type: switch }"),
        Case(name: "switch on", yaml: "{ type: switch, on: true }"),
        Case(name: "switch tinted", yaml: "{ type: switch, on: true, onTint: systemBlue, thumbTint: \"#FFEEDD\" }"),
        Case(name: "slider", yaml: "{ type: slider, value: 0.3 }", widened: true),
        Case(name: "slider range", yaml: "{ type: slider, minimumValue: 10, maximumValue: 20, value: 15, minimumTrackTint: red }", widened: true),
        Case(name: "segmented", yaml: "{ type: segmented, segments: [One, Two, Three], selected: 1 }"),
        Case(name: "segmented none selected", yaml: "{ type: segmented, segments: [A, B] }"),
        Case(name: "text field placeholder", yaml: "{ type: textField, placeholder: Email, borderStyle: roundedRect }", widened: true),
        Case(name: "text field text", yaml: "{ type: textField, text: Hello, borderStyle: line, alignment: center }", widened: true),
        Case(name: "text field secure", yaml: "{ type: textField, text: secret, secure: true, borderStyle: bezel, font: 12 }", widened: true),
        Case(name: "image", yaml: "{ type: image, image: images/bar@2x.png }"),
        Case(name: "image aspect fit", yaml: "{ type: image, image: images/bar.png, contentMode: scaleAspectFit }", widened: true),
        Case(name: "activity indicator", yaml: "{ type: activityIndicator, animating: true }"),
        Case(name: "activity indicator large", yaml: "{ type: activityIndicator, style: large, animating: true, color: red }"),
        Case(name: "activity indicator stopped", yaml: "{ type: activityIndicator }"),
        Case(name: "progress", yaml: "{ type: progress, progress: 0.6 }", widened: true),
        Case(name: "progress tinted", yaml: "{ type: progress, progress: 0.25, progressTint: red, trackTint: lightGray }", widened: true),
        Case(name: "page control", yaml: "{ type: pageControl, pages: 5, current: 2 }"),
        Case(name: "page control tinted", yaml: "{ type: pageControl, pages: 3, current: 0, pageTint: gray, currentPageTint: blue }"),
    ]

    @Test(arguments: cases) func sceneAndUIKitDrawTheSame(_ testCase: Case) throws {
        let fromScene = try scenePNG(testCase)
        let fromUIKit = try uiKitPNG(testCase)
        #expect(fromScene == fromUIKit, "\(testCase.name): the scene's PNG (\(fromScene.count) bytes) and UIKit's (\(fromUIKit.count)) differ")
    }

    /// The parity is not vacuous: a different value draws a different picture.
    @Test func aDifferentValueDrawsDifferently() throws {
        let on = try scenePNG(Case(name: "on", yaml: "{ type: switch, on: true }"))
        let off = try scenePNG(Case(name: "off", yaml: "{ type: switch, on: false }"))
        #expect(on != off)
    }

    private func scenePNG(_ testCase: Case) throws -> [UInt8] {
        let constraints = ["control.left == root.left + 12", "control.top == root.top + 12"]
            + (testCase.widened ? ["control.width == 200"] : [])
        let yaml = "canvas: { width: 240, height: 64 }\nviews:\n  - control: \(testCase.yaml)\nconstraints:\n"
            + constraints.map { "  - \($0)\n" }.joined()
        let scene = try Scene(yaml: yaml, file: "parity.yaml", directory: fixtures)
        let root = scene.makeRoot(width: 240, height: 64)
        return try SceneRenderer(scale: 2).render(root.solvedLayout(width: 240, height: 64)).pngData()
    }

    private func uiKitPNG(_ testCase: Case) throws -> [UInt8] {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 64))
        let control = try uiKitControl(testCase.name)
        control.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(control)
        var constraints = [control.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 12),
                           control.topAnchor.constraint(equalTo: root.topAnchor, constant: 12)]
        if testCase.widened { constraints.append(control.widthAnchor.constraint(equalToConstant: 200)) }
        NSLayoutConstraint.activate(constraints)
        return try root.trellis.pngData(width: 240, height: 64)
    }

    /// The same control as each case's YAML, built as UIKit code builds it.
    private func uiKitControl(_ name: String) throws -> UIView {
        switch name {
        case "switch off": return UISwitch()
        case "switch on", "switch tinted":
            let control = UISwitch()
            control.isOn = true
            if name == "switch tinted" {
                control.onTintColor = .systemBlue
                control.thumbTintColor = UIColor(red: 1, green: 0xEE / 255.0, blue: 0xDD / 255.0, alpha: 1)
            }
            return control
        case "slider":
            let slider = UISlider()
            slider.value = 0.3
            return slider
        case "slider range":
            let slider = UISlider()
            slider.minimumValue = 10
            slider.maximumValue = 20
            slider.value = 15
            slider.minimumTrackTintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            return slider
        case "segmented":
            let control = UISegmentedControl(items: ["One", "Two", "Three"])
            control.selectedSegmentIndex = 1
            return control
        case "segmented none selected": return UISegmentedControl(items: ["A", "B"])
        case "text field placeholder":
            let field = UITextField()
            field.placeholder = "Email"
            field.borderStyle = .roundedRect
            return field
        case "text field text":
            let field = UITextField()
            field.text = "Hello"
            field.borderStyle = .line
            field.textAlignment = .center
            return field
        case "text field secure":
            let field = UITextField()
            field.text = "secret"
            field.isSecureTextEntry = true
            field.borderStyle = .bezel
            field.font = .systemFont(ofSize: 12)
            return field
        case "image": return UIImageView(image: UIImage(contentsOfFile: fixtures + "/images/bar@2x.png"))
        case "image aspect fit":
            let view = UIImageView(image: UIImage(contentsOfFile: fixtures + "/images/bar.png"))
            view.contentMode = .scaleAspectFit
            return view
        case "activity indicator", "activity indicator stopped":
            let spinner = UIActivityIndicatorView(style: .medium)
            if name == "activity indicator" { spinner.startAnimating() }
            return spinner
        case "activity indicator large":
            let spinner = UIActivityIndicatorView(style: .large)
            spinner.color = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            spinner.startAnimating()
            return spinner
        case "progress", "progress tinted":
            let progress = UIProgressView(progressViewStyle: .default)
            progress.progress = name == "progress" ? 0.6 : 0.25
            if name == "progress tinted" {
                progress.progressTintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
                progress.trackTintColor = UIColor(white: 2.0 / 3, alpha: 1)
            }
            return progress
        case "page control", "page control tinted":
            let dots = UIPageControl()
            dots.numberOfPages = name == "page control" ? 5 : 3
            dots.currentPage = name == "page control" ? 2 : 0
            if name == "page control tinted" {
                dots.pageIndicatorTintColor = UIColor(white: 0.5, alpha: 1)
                dots.currentPageIndicatorTintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            }
            return dots
        default:
            Issue.record("no UIKit control for \(name)")
            return UIView()
        }
    }
}

/// Layout's control colours are UIKit's system colours in the light
/// appearance, as UIColorSystemTable gives them.
@MainActor @Suite struct ControlColorsTests {
    @Test func controlColoursAreTheLightSystemColours() {
        let light = UITraitCollection(userInterfaceStyle: .light)
        let pairs: [(Layout.Color, UIColor)] = [
            (ControlColors.systemGreen, .systemGreen), (ControlColors.systemFill, .systemFill),
            (ControlColors.tertiarySystemFill, .tertiarySystemFill), (ControlColors.systemBackground, .systemBackground),
            (ControlColors.label, .label), (ControlColors.secondaryLabel, .secondaryLabel),
            (ControlColors.tertiaryLabel, .tertiaryLabel), (ControlColors.placeholderText, .placeholderText),
            (ControlColors.systemGray4, .systemGray4), (ControlColors.tint, .systemBlue),
        ]
        for (layout, uiKit) in pairs {
            let resolved = uiKit.resolvedColor(with: light)
            var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
            _ = resolved.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
            #expect(Layout.Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)) == layout, "\(uiKit)")
        }
    }
}
