import Testing
import Layout

/// The visual format language parser: every example of Apple's "Visual
/// Format Language" appendix, metrics, options, directions, each error
/// with its position, and random input that must never crash.
@Suite struct VisualFormatParserTests {
    // MARK: Apple's examples

    /// Standard space: `[button]-[textField]` is 8 points between siblings.
    @Test func standardSpace() throws {
        let scene = Scene("button", "textField")
        let constraints = try scene.parse("[button]-[textField]")
        #expect(constraints.map(Shape.init) == [
            Shape(scene["textField"], .leading, .equal, scene["button"], .trailing, constant: 8),
        ])
        #expect(constraints.allSatisfy { !$0.isActive })  // made, not activated, as in UIKit
    }

    /// Width constraint: `[button(>=50)]`.
    @Test func widthConstraint() throws {
        let scene = Scene("button")
        #expect(try scene.parse("[button(>=50)]").map(Shape.init) == [
            Shape(scene["button"], .width, .greaterThanOrEqual, nil, constant: 50),
        ])
    }

    /// Connection to superview: `|-50-[purpleBox]-50-|`. In a 300 × 200
    /// superview, 50 in from each side leaves 200 of width.
    @Test func connectionToSuperview() throws {
        let scene = Scene("purpleBox")
        let box = scene["purpleBox"]
        let constraints = try scene.parse("|-50-[purpleBox]-50-|")
        #expect(constraints.map(Shape.init) == [
            Shape(box, .leading, .equal, scene.superview, .leading, constant: 50),
            Shape(scene.superview, .trailing, .equal, box, .trailing, constant: 50),
        ])
        LayoutConstraint.activate(try constraints + scene.parse("V:|-20-[purpleBox(40)]"))
        scene.superview.layoutIfNeeded()
        #expect(box.frame == Rect(x: 50, y: 20, width: 200, height: 40))
    }

    /// Vertical layout: `V:[topField]-10-[bottomField]`.
    @Test func verticalLayout() throws {
        let scene = Scene("topField", "bottomField")
        #expect(try scene.parse("V:[topField]-10-[bottomField]").map(Shape.init) == [
            Shape(scene["bottomField"], .top, .equal, scene["topField"], .bottom, constant: 10),
        ])
    }

    /// Flush views: `[maroonView][blueView]` is a spacing of 0.
    @Test func flushViews() throws {
        let scene = Scene("maroonView", "blueView")
        #expect(try scene.parse("[maroonView][blueView]").map(Shape.init) == [
            Shape(scene["blueView"], .leading, .equal, scene["maroonView"], .trailing, constant: 0),
        ])
    }

    /// Priority: `[button(100@20)]`.
    @Test func priority() throws {
        let scene = Scene("button")
        #expect(try scene.parse("[button(100@20)]").map(Shape.init) == [
            Shape(scene["button"], .width, .equal, nil, constant: 100, priority: 20),
        ])
    }

    /// Equal widths: `[button1(==button2)]`.
    @Test func equalWidths() throws {
        let scene = Scene("button1", "button2")
        #expect(try scene.parse("[button1(==button2)]").map(Shape.init) == [
            Shape(scene["button1"], .width, .equal, scene["button2"], .width),
        ])
        // Vertically it is the heights, and the relation can be any of the three.
        #expect(try scene.parse("V:[button1(<=button2@750)]").map(Shape.init) == [
            Shape(scene["button1"], .height, .lessThanOrEqual, scene["button2"], .height, priority: 750),
        ])
    }

    /// Multiple predicates: `[flexibleButton(>=70,<=100)]`.
    @Test func multiplePredicates() throws {
        let scene = Scene("flexibleButton")
        #expect(try scene.parse("[flexibleButton(>=70,<=100)]").map(Shape.init) == [
            Shape(scene["flexibleButton"], .width, .greaterThanOrEqual, nil, constant: 70),
            Shape(scene["flexibleButton"], .width, .lessThanOrEqual, nil, constant: 100),
        ])
    }

    /// A complete line of layout: `|-[find]-[findNext]-[findField(>=20)]-|`:
    /// 20 to the superview's edges, 8 between siblings, in reading order.
    /// Laid out 300 wide with find 50 and findNext 60 wide, findField gets
    /// 300 - 20 - 50 - 8 - 60 - 8 - 20 = 134 at x = 20 + 50 + 8 + 60 + 8 = 146.
    /// `.alignAllTop` puts the three at the top of find (y = 10).
    @Test func completeLineOfLayout() throws {
        let scene = Scene("find", "findNext", "findField")
        let (find, findNext, findField, bar) = (scene["find"], scene["findNext"], scene["findField"], scene.superview)
        let line = try scene.parse("|-[find]-[findNext]-[findField(>=20)]-|")
        #expect(line.map(Shape.init) == [
            Shape(find, .leading, .equal, bar, .leading, constant: 20),
            Shape(findNext, .leading, .equal, find, .trailing, constant: 8),
            Shape(findField, .leading, .equal, findNext, .trailing, constant: 8),
            Shape(findField, .width, .greaterThanOrEqual, nil, constant: 20),
            Shape(bar, .trailing, .equal, findField, .trailing, constant: 20),
        ])

        let aligned = try scene.parse("|-[find(50)]-[findNext(60)]-[findField(>=20)]-|", options: .alignAllTop)
        #expect(aligned.suffix(2).map(Shape.init) == [
            Shape(findNext, .top, .equal, find, .top),
            Shape(findField, .top, .equal, findNext, .top),
        ])
        LayoutConstraint.activate(try aligned + scene.parse("V:|-10-[find(30)]") + scene.parse("V:[findNext(30)]")
            + scene.parse("V:[findField(30)]"))
        bar.layoutIfNeeded()
        #expect([find.frame, findNext.frame, findField.frame] == [
            Rect(x: 20, y: 10, width: 50, height: 30),
            Rect(x: 78, y: 10, width: 60, height: 30),
            Rect(x: 146, y: 10, width: 134, height: 30),
        ])
    }

    // MARK: Predicates, metrics, priorities

    /// `H:|-(>=8@750)-[a]`: relation and priority in a connection.
    @Test func connectionPredicate() throws {
        let scene = Scene("a", "b")
        #expect(try scene.parse("H:|-(>=8@750)-[a]").map(Shape.init) == [
            Shape(scene["a"], .leading, .greaterThanOrEqual, scene.superview, .leading, constant: 8, priority: 750),
        ])
        // Several predicates, and a signed number (overlap) in parentheses.
        #expect(try scene.parse("[a]-(>=8,<=20@250)-[b]-(-4)-|").map(Shape.init) == [
            Shape(scene["b"], .leading, .greaterThanOrEqual, scene["a"], .trailing, constant: 8),
            Shape(scene["b"], .leading, .lessThanOrEqual, scene["a"], .trailing, constant: 20, priority: 250),
            Shape(scene.superview, .trailing, .equal, scene["b"], .trailing, constant: -4),
        ])
        // `|[a]|`: flush to both edges.
        #expect(try scene.parse("V:|[a]|").map(Shape.init) == [
            Shape(scene["a"], .top, .equal, scene.superview, .top),
            Shape(scene.superview, .bottom, .equal, scene["a"], .bottom),
        ])
    }

    /// Metrics stand for numbers wherever a constant or a priority goes.
    @Test func metrics() throws {
        let scene = Scene("a", "b")
        let metrics = ["margin": 12.0, "wide": 120, "high": 750]
        #expect(try scene.parse("|-margin-[a]", metrics: metrics).map(Shape.init) == [
            Shape(scene["a"], .leading, .equal, scene.superview, .leading, constant: 12),
        ])
        #expect(try scene.parse("[a(>=wide@high)]-(margin@high)-[b]", metrics: metrics).map(Shape.init) == [
            Shape(scene["a"], .width, .greaterThanOrEqual, nil, constant: 120, priority: 750),
            Shape(scene["b"], .leading, .equal, scene["a"], .trailing, constant: 12, priority: 750),
        ])
    }

    /// Spaces between tokens are skipped; decimals and exponents parse.
    @Test func spacesAndNumbers() throws {
        let scene = Scene("a", "b")
        #expect(try scene.parse(" H: | - [ a ( >= 1.5e1 @ 500 ) ] - 2.5 - [b] ").map(Shape.init) == [
            Shape(scene["a"], .leading, .equal, scene.superview, .leading, constant: 20),
            Shape(scene["a"], .width, .greaterThanOrEqual, nil, constant: 15, priority: 500),
            Shape(scene["b"], .leading, .equal, scene["a"], .trailing, constant: 2.5),
        ])
    }

    /// Each constraint remembers the call's file and line; none is active.
    @Test func fileAndLine() throws {
        let scene = Scene("a", "b")
        let line = #line + 1
        let constraints = try LayoutConstraint.constraints(withVisualFormat: "[a]-[b(20)]", views: scene.views)
        #expect(constraints.count == 2)
        #expect(constraints.allSatisfy { $0.file == "LayoutTests/VisualFormatParserTests.swift" && $0.line == UInt(line) })
        #expect(constraints.allSatisfy { !$0.isActive && $0.invalidReason == nil })
    }

    /// A layout guide takes part like a view; `|` next to it is its owning view.
    @Test func layoutGuide() throws {
        let scene = Scene("a")
        let guide = LayoutGuide(identifier: "gap")
        scene.superview.addLayoutGuide(guide)
        #expect(try LayoutConstraint.constraints(withVisualFormat: "|-[gap]-[a]", views: ["gap": guide, "a": scene["a"]])
            .map(Shape.init) == [
                Shape(guide, .leading, .equal, scene.superview, .leading, constant: 20),
                Shape(scene["a"], .leading, .equal, guide, .trailing, constant: 8),
            ])
    }

    /// Equal widths laid out: `|-[a]-[b(==a)]-|` in 300 shares
    /// 300 - 20 - 8 - 20 = 252: 126 each, b at 20 + 126 + 8 = 154.
    @Test func equalWidthsLayout() throws {
        let scene = Scene("a", "b")
        LayoutConstraint.activate(try scene.parse("|-[a]-[b(==a)]-|", options: .alignAllTop)
            + scene.parse("V:|[a(10)]") + scene.parse("V:[b(10)]"))
        scene.superview.layoutIfNeeded()
        #expect(scene["a"].frame == Rect(x: 20, y: 0, width: 126, height: 10))
        #expect(scene["b"].frame == Rect(x: 154, y: 0, width: 126, height: 10))
    }

    // MARK: Options

    /// `.alignAllCenterY` on `H:[a]-[b]-[c]`: each view on its neighbour's centre.
    @Test func alignmentOptions() throws {
        let scene = Scene("a", "b", "c")
        #expect(try scene.parse("H:[a]-[b]", options: .alignAllCenterY).map(Shape.init) == [
            Shape(scene["b"], .leading, .equal, scene["a"], .trailing, constant: 8),
            Shape(scene["b"], .centerY, .equal, scene["a"], .centerY),
        ])
        #expect(try scene.parse("H:[a][b][c]", options: [.alignAllTop, .alignAllBottom]).suffix(4).map(Shape.init) == [
            Shape(scene["b"], .top, .equal, scene["a"], .top),
            Shape(scene["c"], .top, .equal, scene["b"], .top),
            Shape(scene["b"], .bottom, .equal, scene["a"], .bottom),
            Shape(scene["c"], .bottom, .equal, scene["b"], .bottom),
        ])
        // Vertically: across is horizontal, leading and baselines' opposites allowed.
        #expect(try scene.parse("V:[a]-[b]", options: .alignAllLeading).map(Shape.init) == [
            Shape(scene["b"], .top, .equal, scene["a"], .bottom, constant: 8),
            Shape(scene["b"], .leading, .equal, scene["a"], .leading),
        ])
        #expect(try scene.parse("H:[a]-[b]", options: .alignAllFirstBaseline).last.map(Shape.init)
            == Shape(scene["b"], .firstBaseline, .equal, scene["a"], .firstBaseline))
        // One view: nothing to align with.
        #expect(try scene.parse("H:[a(10)]", options: .alignAllTop).count == 1)
    }

    /// An alignment along the line's own orientation is refused, as UIKit refuses it.
    @Test func alignmentAlongTheOrientation() {
        let scene = Scene("a", "b")
        let horizontal = "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."
        let vertical = "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical."
        for option: LayoutConstraint.FormatOptions in [.alignAllLeft, .alignAllRight, .alignAllLeading,
                                                       .alignAllTrailing, .alignAllCenterX] {
            scene.expectError("H:[a]-[b]", options: option, horizontal, at: 0)
        }
        for option: LayoutConstraint.FormatOptions in [.alignAllTop, .alignAllBottom, .alignAllCenterY,
                                                       .alignAllFirstBaseline, .alignAllLastBaseline] {
            scene.expectError("V:[a]-[b]", options: option, vertical, at: 0)
        }
        scene.expectError("[a]-[b]", options: [.alignAllTop, .alignAllCenterX], horizontal, at: 0)
    }

    /// Directions: leading and trailing by default, left and right on
    /// request, and right to left where the line reads from the right.
    @Test func directionOptions() throws {
        let scene = Scene("a", "b")
        let (a, b, bar) = (scene["a"], scene["b"], scene.superview)
        #expect(try scene.parse("|-[a]-[b]", options: .directionLeadingToTrailing).map(Shape.init) == [
            Shape(a, .leading, .equal, bar, .leading, constant: 20),
            Shape(b, .leading, .equal, a, .trailing, constant: 8),
        ])
        #expect(try scene.parse("|-[a]-[b]-|", options: .directionLeftToRight).map(Shape.init) == [
            Shape(a, .left, .equal, bar, .left, constant: 20),
            Shape(b, .left, .equal, a, .right, constant: 8),
            Shape(bar, .right, .equal, b, .right, constant: 20),
        ])
        // Right to left: the earlier element comes first, each gap read leftwards.
        #expect(try scene.parse("|-[a]-(>=5)-[b]-|", options: .directionRightToLeft).map(Shape.init) == [
            Shape(bar, .right, .equal, a, .right, constant: 20),
            Shape(a, .left, .greaterThanOrEqual, b, .right, constant: 5),
            Shape(b, .left, .equal, bar, .left, constant: 20),
        ])
        // Vertical lines ignore the direction.
        #expect(try scene.parse("V:[a]-[b]", options: .directionRightToLeft).map(Shape.init) == [
            Shape(b, .top, .equal, a, .bottom, constant: 8),
        ])
        scene.expectError("[a]-[b]", options: [.directionLeftToRight, .directionRightToLeft],
                          "Options may hold one direction only (leading to trailing, left to right or right to left)", at: 0)
    }

    /// Right to left laid out in 300: a's right edge 10 in from the right
    /// (a at 290 - 50 = 240), b 20 further left (right edge 220, x = 160).
    /// Leading to trailing in a right-to-left superview gives the same frames.
    @Test func rightToLeftLayout() throws {
        for (options, direction) in [(LayoutConstraint.FormatOptions.directionRightToLeft, UserInterfaceLayoutDirection.leftToRight),
                                     (.directionLeadingToTrailing, .rightToLeft)] {
            let scene = Scene("a", "b")
            scene.superview.userInterfaceLayoutDirection = direction
            LayoutConstraint.activate(try scene.parse("|-10-[a(50)]-20-[b(60)]", options: options.union(.alignAllTop))
                + scene.parse("V:|[a(10)]") + scene.parse("V:[b(10)]"))
            scene.superview.layoutIfNeeded()
            #expect(scene["a"].frame == Rect(x: 240, y: 0, width: 50, height: 10))
            #expect(scene["b"].frame == Rect(x: 160, y: 0, width: 60, height: 10))
        }
    }

    /// Baseline to baseline: gaps between views of a `V:` line run from
    /// the last baseline to the next first baseline; edges to `|` stay edges.
    /// Test-font labels are 10 tall with the baseline 8 down: l0 at 0 has
    /// its baseline at 8; 20 below that, l1's baseline at 28 puts its top at 20.
    @Test func baselineToBaselineSpacing() throws {
        let scene = Scene()
        let labels = [TestText.label("AB", name: "l0"), TestText.label("CD", name: "l1")]
        labels.forEach(scene.superview.addSubview)
        let views: [String: LayoutItem] = ["l0": labels[0], "l1": labels[1]]
        let constraints = try LayoutConstraint.constraints(withVisualFormat: "V:|[l0]-20-[l1]-|",
                                                           options: .spacingBaselineToBaseline, views: views)
        #expect(constraints.map(Shape.init) == [
            Shape(labels[0], .top, .equal, scene.superview, .top),
            Shape(labels[1], .firstBaseline, .equal, labels[0], .lastBaseline, constant: 20),
            Shape(scene.superview, .bottom, .equal, labels[1], .bottom, constant: 20),
        ])
        LayoutConstraint.activate(Array(constraints.prefix(2))
            + (try LayoutConstraint.constraints(withVisualFormat: "H:|[l0]", views: views))
            + (try LayoutConstraint.constraints(withVisualFormat: "H:|[l1]", views: views)))
        scene.superview.layoutIfNeeded()
        #expect(labels.map(\.frame) == [Rect(x: 0, y: 0, width: 20, height: 10), Rect(x: 0, y: 20, width: 20, height: 10)])
        expectError("H:[l0]-[l1]", options: .spacingBaselineToBaseline, views: views,
                    "Baseline-to-baseline spacing is only for vertical layout (V:)", at: 0)
    }

    /// The printer reads the parser's constraints back as the same VFL.
    @Test func printerRoundTrip() throws {
        let scene = Scene("a", "b")
        let cases: [(String, LayoutConstraint.FormatOptions, [String])] = [
            ("H:|-(>=8@750)-[a]", [], ["H:|-(>=8@750)-[a]"]),
            ("[a]-[b]-|", [], ["H:[a]-(8)-[b]", "H:[b]-(20)-|"]),
            ("V:|-10-[a(44)]-(<=12)-[b]", [], ["V:|-(10)-[a]", "V:[a(44)]", "V:[a]-(<=12)-[b]"]),
            ("[a(==b@250)][b]", [], ["H:[a(==b@250)]", "H:[a]-(0)-[b]"]),
            ("|-[a]-[b]", .directionLeftToRight, ["H:|-(20)-[a](LTR)", "H:[a]-(8)-[b](LTR)"]),
            // Right to left, the printer (which reads left to right) sees b before a.
            ("[a]-(>=4)-[b]-|", .directionRightToLeft, ["H:[b]-(>=4)-[a](LTR)", "H:|-(20)-[b](LTR)"]),
        ]
        for (format, options, expected) in cases {
            #expect(try scene.parse(format, options: options).map { $0.visualFormat ?? $0.equation } == expected,
                    "\(format)")
        }
    }

    // MARK: Errors

    /// Each error says what went wrong and where, with a caret under the place.
    @Test func errorsWithPositions() {
        let scene = Scene("a", "b")
        let orphan = View(name: "orphan")
        scene.expectError("H:[blackBox]", "Unable to find view with name blackBox", at: 3)
        scene.expectError("H:[a", "Expected ']' to end a view", at: 4)
        scene.expectError("H:[a)]", "Expected ']' to end a view", at: 4)
        scene.expectError("", "Expected a view", at: 0)
        scene.expectError("H:", "Expected a view", at: 2)
        scene.expectError("H:|-|", "Expected a view", at: 4)
        scene.expectError("[a]-", "Expected a view", at: 4)
        scene.expectError("a", "Expected a view", at: 0)
        scene.expectError("[]", "Expected a view name after '['", at: 1)
        scene.expectError("[a(=50)]", "Unknown relation. Must be ==, >=, or <=", at: 3)
        scene.expectError("[a(<50)]", "Unknown relation. Must be ==, >=, or <=", at: 3)
        scene.expectError("[a]-(!=5)-[b]", "Unknown relation. Must be ==, >=, or <=", at: 5)
        scene.expectError("|-margin-[a]", "Unable to find metric with name margin", at: 2)
        scene.expectError("[a(50@p)]", "Unable to find metric with name p", at: 6)
        scene.expectError("[a(wide)]", "Unable to find view or metric with name wide", at: 3)
        scene.expectError("[a(50@0)]", "Priority must be between 1 and 1000, not 0", at: 6)
        scene.expectError("[a(50@1001)]", "Priority must be between 1 and 1000, not 1001", at: 6)
        scene.expectError("[a(50@high)]", metrics: ["high": 2000], "Priority must be between 1 and 1000, not 2000", at: 6)
        scene.expectError("[a(50@)]", "Expected a priority (a number or a metric name) after '@'", at: 6)
        scene.expectError("[a(50]", "A predicate on a view's thickness must end with ')' and the view must end with ']'", at: 5)
        scene.expectError("[a(>=)]", "Expected a number, a metric name or a view name", at: 5)
        scene.expectError("[a(1e999)]", "Expected a finite number", at: 3)
        // Finite but past the documented ±1e6 (before issue 16: a frame at infinity).
        scene.expectError("|-" + String(repeating: "9", count: 308) + "-[a]", "Expected a number from -1000000 to 1000000", at: 2)
        scene.expectError("[a(1000001)]", "Expected a number from -1000000 to 1000000", at: 3)
        scene.expectError("[a(-)]", "Expected a number", at: 3)
        scene.expectError("[a]-(5 6)-[b]", "Expected ',' or ')' after a predicate", at: 7)
        scene.expectError("[a]-()-[b]", "Expected a number or a metric name", at: 5)
        scene.expectError("[a]-10[b]", "Expected '-' to end the spacing", at: 6)
        scene.expectError("[a]--5-[b]",
                          "Expected a spacing (a number, a metric name or a predicate list in parentheses) or a view after '-'",
                          at: 4)
        scene.expectError("[a]x", "Expected '-', a view, '|' or the end of the format", at: 3)
        scene.expectError("[a]-|-[b]", "Expected the end of the format after the closing '|'", at: 5)
        scene.expectError("X:[a]", "Unknown orientation 'X'. Must be H: or V:", at: 0)
        scene.expectError("[a]-[b]-|-", "Expected the end of the format after the closing '|'", at: 9)
        scene.expectError("[a(5)][b(6)", "Expected ']' to end a view", at: 11)
        scene.expectError("[a]-(inf)-[b]", metrics: ["inf": .infinity], "The metric inf is not a finite number", at: 5)
        // A view name is for widths and heights only, not for spacings (Apple's note on objectOfPredicate).
        scene.expectError("[a]-(==b)-[b]",
                          "Unable to use view b in a spacing: only a view's width or height can be related to another view",
                          at: 7)
        scene.expectError("[a]-b-[b]",
                          "Unable to use view b in a spacing: only a view's width or height can be related to another view",
                          at: 4)
        // `|` needs the neighbouring view's superview.
        let bar = "Unable to interpret '|' character, because the related view doesn't have a superview"
        let views: [String: LayoutItem] = ["orphan": orphan, "a": scene["a"]]
        expectError("H:|-[orphan]", views: views, bar, at: 2)
        expectError("V:[a]-[orphan]-|", views: views, bar, at: 15)
        expectError("V:[a]-[orphan]", views: views, nil, at: 0)  // no bar: fine (no common ancestor is the engine's business)
    }

    /// The description points at the position, as Auto Layout's exception does.
    @Test func errorDescription() {
        do {
            _ = try LayoutConstraint.constraints(withVisualFormat: "H:[blackBox]", views: [:])
            Issue.record("expected an error")
        } catch {
            #expect(error.message == "Unable to find view with name blackBox")
            #expect(error.position == 3)
            #expect(error.description == "Unable to find view with name blackBox\nH:[blackBox]\n   ^")
            // Named apart from the message, so callers need not parse it.
            #expect(error.unknownViewName == "blackBox")
        }
        do {
            _ = try LayoutConstraint.constraints(withVisualFormat: "H:[a", views: ["a": View(name: "a")])
            Issue.record("expected an error")
        } catch {
            #expect(error.unknownViewName == nil)
        }
    }

    // MARK: Never crash

    /// Random strings of VFL characters and tokens, and random edits of valid
    /// formats: each either gives valid constraints or throws an error
    /// positioned inside the string.
    @Test func randomInputNeverCrashes() {
        let scene = Scene("a", "b", "view1")
        let guide = LayoutGuide(identifier: "g")
        scene.superview.addLayoutGuide(guide)
        var views = scene.views
        views["g"] = guide
        views["orphan"] = View(name: "orphan")
        let metrics = ["m": 4.0, "p": 750, "big": 5000, "neg": -3]
        let tokens = ["H:", "V:", "H", "V", ":", "|", "-", "[", "]", "(", ")", "a", "b", "view1", "g", "orphan",
                      "m", "p", "big", "neg", "x", "@", "==", "<=", ">=", "=", "<", ">", "!", ",", "0", "5", "50",
                      "1000", ".", "e", "+", " ", "1e999", "é", "\n", "_"]
        let valid = ["H:|-[a]-[b]-|", "V:|-(>=m@p)-[a(==b)]-10-[b(>=50,<=100@250)]|", "[a][b]", "[view1(100@20)]",
                     "|-50-[g]-50-|", "H:[a]-(-4)-[b]", "V:[orphan]-[a]"]
        let optionChoices: [LayoutConstraint.FormatOptions] = [
            [], .alignAllTop, .alignAllLeft, .directionRightToLeft, .directionLeftToRight,
            .spacingBaselineToBaseline, [.alignAllCenterX, .directionLeftToRight], .directionMask,
        ]
        var random = SplitMix64(seed: 2024)
        var failures: [String] = []
        var parsed = 0
        for round in 0..<6000 {
            var format: String
            if round % 2 == 0 {
                format = (0..<Int.random(in: 0...14, using: &random)).map { _ in tokens.randomElement(using: &random)! }
                    .joined()
            } else {
                var characters = Array(valid.randomElement(using: &random)!)
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    let index = Int.random(in: 0...characters.count, using: &random)
                    let token = Array(tokens.randomElement(using: &random)!)
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0: characters.insert(contentsOf: token, at: index)
                    case 1: if index < characters.count { characters.remove(at: index) }
                    default: if index < characters.count { characters[index] = token.first ?? " " }
                    }
                }
                format = String(characters)
            }
            let options = optionChoices.randomElement(using: &random)!
            do {
                let constraints = try LayoutConstraint.constraints(withVisualFormat: format, options: options,
                                                                   metrics: metrics, views: views)
                parsed += 1
                if let bad = constraints.first(where: { $0.invalidReason != nil }) {
                    failures.append("\(format.debugDescription): \(bad.equation) is invalid")
                }
            } catch {
                if !(0...format.count).contains(error.position) || error.message.isEmpty {
                    failures.append("\(format.debugDescription): \(error.message) at \(error.position)")
                }
            }
        }
        #expect(failures == [])
        #expect(parsed > 100)  // the edits leave a fair share of formats valid
    }
}

// MARK: Helpers

/// A 300 × 200 superview holding one view per name.
private final class Scene {
    let superview = root(width: 300, height: 200, name: "superview")
    private(set) var views: [String: LayoutItem] = [:]

    init(_ names: String...) {
        for name in names {
            let view = View(name: name)
            superview.addSubview(view)
            views[name] = view
        }
    }

    subscript(name: String) -> View { views[name] as! View }

    func parse(_ format: String, options: LayoutConstraint.FormatOptions = [], metrics: [String: Double] = [:])
        throws(VisualFormatError) -> [LayoutConstraint]
    {
        try LayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
    }

    func expectError(_ format: String, options: LayoutConstraint.FormatOptions = [], metrics: [String: Double] = [:],
                     _ message: String, at position: Int, sourceLocation: SourceLocation = #_sourceLocation)
    {
        LayoutTests.expectError(format, options: options, metrics: metrics, views: views, message, at: position,
                                sourceLocation: sourceLocation)
    }
}

/// Expects `format` to fail with `message` at `position` (or to parse, for a nil message).
private func expectError(_ format: String, options: LayoutConstraint.FormatOptions = [], metrics: [String: Double] = [:],
                         views: [String: LayoutItem], _ message: String?, at position: Int,
                         sourceLocation: SourceLocation = #_sourceLocation)
{
    do {
        _ = try LayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
        #expect(message == nil, "\(format.debugDescription) parsed", sourceLocation: sourceLocation)
    } catch {
        #expect(error.message == message, "\(format.debugDescription)", sourceLocation: sourceLocation)
        #expect(error.position == position, "\(format.debugDescription): \(error.message)", sourceLocation: sourceLocation)
        #expect(error.format == format, sourceLocation: sourceLocation)
    }
}

/// A constraint's parts, compared by item identity; printed as an equation.
private struct Shape: Equatable, CustomStringConvertible {
    let first: ObjectIdentifier
    let firstAttribute: LayoutAttribute
    let relation: LayoutRelation
    let second: ObjectIdentifier?
    let secondAttribute: LayoutAttribute
    let multiplier: Double
    let constant: Double
    let priority: LayoutPriority
    let description: String

    init(_ constraint: LayoutConstraint) {
        self.init(constraint.firstItem, constraint.firstAttribute, constraint.relation, constraint.secondItem,
                  constraint.secondAttribute, multiplier: constraint.multiplier, constant: constraint.constant,
                  priority: constraint.priority)
    }

    init(_ firstItem: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
         _ secondItem: LayoutItem?, _ secondAttribute: LayoutAttribute = .notAnAttribute, multiplier: Double = 1,
         constant: Double = 0, priority: LayoutPriority = .required)
    {
        first = ObjectIdentifier(firstItem)
        self.firstAttribute = firstAttribute
        self.relation = relation
        second = secondItem.map(ObjectIdentifier.init)
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        let right = secondItem.map { "\(multiplier) * \($0).\(secondAttribute) + \(constant)" } ?? "\(constant)"
        description = "\(firstItem).\(firstAttribute) \(relation.rawValue) \(right) @\(priority)"
    }

    static func == (a: Shape, b: Shape) -> Bool {
        (a.first, a.firstAttribute, a.relation, a.second, a.secondAttribute)
            == (b.first, b.firstAttribute, b.relation, b.second, b.secondAttribute)
            && (a.multiplier, a.constant, a.priority) == (b.multiplier, b.constant, b.priority)
    }
}

/// A seeded generator, so a failure found by the random test comes back every run.
private struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
