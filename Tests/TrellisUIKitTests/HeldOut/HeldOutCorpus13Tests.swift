import Foundation
import Testing
@testable import TrellisUIKit

/// What the thirteenth held-out corpus (docs/uikit.md, "Held-out corpus
/// 13": WireGuard's and Authenticator's screens, AloeStackView and its
/// example) needed that Trellis lacked. WireGuard's tunnel list imports
/// configuration files through a `UIDocumentPickerViewController` and its
/// settings screen exports a zip through one; its log screen appends to a
/// text view's `textStorage` with paragraph styles begun by
/// `setParagraphStyle(_:)`; its controllers set `restorationIdentifier`.
/// None of them compiled.
@MainActor @Suite(.serialized) struct HeldOutCorpus13Tests {
    /// A delegate as WireGuard's list is one: it implements only the
    /// many-documents method, and the cancel.
    final class Importer: UIDocumentPickerDelegate {
        var picked: [URL] = []
        var cancelled = 0
        func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) { picked = urls }
        func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) { cancelled += 1 }
    }

    /// A delegate written before iOS 11: only the single-document method.
    final class OldImporter: UIDocumentPickerDelegate {
        var picked: [URL] = []
        func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL) { picked.append(url) }
    }

    private func presenter() -> UIViewController {
        let home = UIViewController()
        home.trellis.show(size: CGSize(width: 390, height: 844))
        return home
    }

    @Test func anImportPickerKeepsItsTypesAndHandsThePickedFilesToItsDelegate() {
        let home = presenter()
        let picker = UIDocumentPickerViewController(documentTypes: ["com.wireguard.config.quick", "public.text"], in: .import)
        let delegate = Importer()
        picker.delegate = delegate
        picker.allowsMultipleSelection = true
        home.present(picker, animated: true)
        #expect(home.presentedViewController === picker)
        #expect(picker.documentPickerMode == .import)
        #expect(picker.documentTypes == ["com.wireguard.config.quick", "public.text"])
        let files = [URL(fileURLWithPath: "/tmp/a.conf"), URL(fileURLWithPath: "/tmp/b.conf")]
        picker.trellis.pickDocuments(at: files)
        // Apple: the picker reports "the URLs of the selected documents"; it is gone once it has.
        #expect(delegate.picked == files)
        #expect(home.presentedViewController == nil)
    }

    @Test func cancellingTellsTheDelegateAndPicksNothing() {
        let home = presenter()
        let picker = UIDocumentPickerViewController(documentTypes: ["public.text"], in: .import)
        let delegate = Importer()
        picker.delegate = delegate
        home.present(picker, animated: true)
        picker.trellis.cancelDocumentPicker()
        #expect(delegate.cancelled == 1)
        #expect(delegate.picked.isEmpty)
        #expect(home.presentedViewController == nil)
    }

    @Test func aDelegateWithOnlyTheOlderMethodGetsTheFirstDocument() {
        let home = presenter()
        let picker = UIDocumentPickerViewController(documentTypes: ["public.text"], in: .open)
        let delegate = OldImporter()
        picker.delegate = delegate
        home.present(picker, animated: true)
        picker.trellis.pickDocuments(at: [URL(fileURLWithPath: "/tmp/a.conf"), URL(fileURLWithPath: "/tmp/b.conf")])
        #expect(delegate.picked == [URL(fileURLWithPath: "/tmp/a.conf")])
    }

    @Test func anExportPickerKeepsTheFilesAndItsMode() {
        let zip = URL(fileURLWithPath: "/tmp/wireguard-export.zip")
        // WireGuard's settings screen: `init(url:in:)` with `.exportToService`.
        let export = UIDocumentPickerViewController(url: zip, in: .exportToService)
        #expect(export.exportedURLs == [zip])
        #expect(export.documentPickerMode == .exportToService)
        // iOS 14's spelling: a copy is an export, otherwise a move.
        #expect(UIDocumentPickerViewController(forExporting: [zip]).documentPickerMode == .exportToService)
        #expect(UIDocumentPickerViewController(forExporting: [zip], asCopy: false).documentPickerMode == .moveToService)
        #expect(UIDocumentPickerMode.import.rawValue == 0 && UIDocumentPickerMode.moveToService.rawValue == 3)
    }

    // MARK: The log screen's text

    @Test func appendingToTheTextStorageChangesTheTextViewsText() {
        let log = UITextView()
        log.text = "first\n"
        #expect(log.textStorage.string == "first\n")
        let bold = UIFont.boldSystemFont(ofSize: 12)
        log.textStorage.append(NSAttributedString(string: "second\n", attributes: [.font: bold]))
        #expect(log.text == "first\nsecond\n")
        // The appended run keeps its font in the view's attributed text.
        let font = log.attributedText.attribute(.font, at: 7, effectiveRange: nil) as? UIFont
        #expect(font == bold)
        // And the storage follows the view when the app sets the text.
        log.text = "cleared"
        #expect(log.textStorage.string == "cleared")
    }

    @Test func aBatchOfEditsIsShownWhenItEnds() {
        let log = UITextView()
        log.text = "abc"
        log.textStorage.beginEditing()
        log.textStorage.replaceCharacters(in: NSRange(location: 0, length: 1), with: "x")
        log.textStorage.deleteCharacters(in: NSRange(location: 2, length: 1))
        // Apple: endEditing() ends "a set of changes"; until then the view keeps its text.
        #expect(log.text == "abc")
        log.textStorage.endEditing()
        #expect(log.text == "xb")
    }

    @Test func setParagraphStyleTakesEveryValueOfTheGivenStyle() {
        let given = NSMutableParagraphStyle()
        given.lineSpacing = 3
        given.alignment = .center
        given.headIndent = 12
        given.lineHeightMultiple = 1.5
        given.lineBreakMode = .byTruncatingTail
        let style = NSMutableParagraphStyle()
        style.setParagraphStyle(given)
        #expect(style.lineSpacing == 3 && style.alignment == .center && style.headIndent == 12)
        #expect(style.lineHeightMultiple == 1.5 && style.lineBreakMode == .byTruncatingTail)
        // Back to the default's values: 0 and natural alignment, word wrapping.
        style.setParagraphStyle(NSParagraphStyle.default)
        #expect(style.lineSpacing == 0 && style.alignment == .natural && style.headIndent == 0)
        #expect(style.lineHeightMultiple == 0 && style.lineBreakMode == .byWordWrapping)
    }

    @Test func restorationIdentifiersAreKept() {
        let list = UIViewController()
        #expect(list.restorationIdentifier == nil)
        list.restorationIdentifier = "TunnelsListVC"
        let view = UIView()
        view.restorationIdentifier = "list"
        #expect(list.restorationIdentifier == "TunnelsListVC")
        #expect(view.restorationIdentifier == "list")
    }

    // MARK: Authenticator's Edit button

    /// A token list as Authenticator's: it overrides `setEditing(_:animated:)` and calls `super`.
    final class TokenList: UITableViewController {
        var heard: [Bool] = []
        override func setEditing(_ editing: Bool, animated: Bool) {
            super.setEditing(editing, animated: animated)
            heard.append(editing)
        }
    }

    @Test func theEditButtonItemReadsEditThenDoneAndTogglesEditing() throws {
        let list = TokenList(style: .plain)
        let item = list.editButtonItem
        #expect(list.editButtonItem === item)
        // Apple: "toggles its title and associated state between Edit and Done".
        #expect(item.title == "Edit" && item.style == .plain && !list.isEditing)
        let tap = try #require(item.primaryAction)
        tap.handler(tap)
        #expect(list.isEditing && list.heard == [true])
        #expect(item.title == "Done" && item.style == .done)
        // A table controller's table edits with it ("toggles the edit mode of the table").
        #expect(list.tableView.isEditing)
        tap.handler(tap)
        #expect(!list.isEditing && !list.tableView.isEditing && item.title == "Edit")
    }

    /// Authenticator's lists start as `super.init(nibName: nil, bundle: nil)`;
    /// Trellis's convenience initialiser compiled for it and failed to link.
    final class InfoList: UITableViewController {
        init() { super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { fatalError("not from a nib") }
    }

    @Test func aTableControllerMadeThroughTheNibInitialiserHasAPlainTable() {
        let list = InfoList()
        // UITableViewController.h declares init(nibName:bundle:) designated; nil gives the plain style.
        #expect(list.tableView.style == .plain)
        #expect(list.tableView.dataSource === list && list.tableView.delegate === list)
    }

    @Test func settingIsEditingGoesThroughSetEditing() {
        let list = TokenList(style: .plain)
        list.isEditing = true
        #expect(list.heard == [true])
        #expect(list.tableView.isEditing)
        #expect(UIViewController().isEditing == false)
    }

    // MARK: Smaller members the corpus named

    @Test func segmentContentOffsetsAreKeptPerSegmentKindAndMetrics() {
        let picker = UISegmentedControl(items: ["2", "3", "4"])
        picker.setContentPositionAdjustment(UIOffset(horizontal: 0, vertical: -1), forSegmentType: .any, barMetrics: .default)
        #expect(picker.contentPositionAdjustment(forSegmentType: .any, barMetrics: .default) == UIOffset(horizontal: 0, vertical: -1))
        #expect(picker.contentPositionAdjustment(forSegmentType: .left, barMetrics: .default) == UIOffset(horizontal: 0, vertical: 0))
        let layer = CALayer()
        layer.needsDisplayOnBoundsChange = true
        #expect(layer.needsDisplayOnBoundsChange)
        #expect(layer.convertTime(12.5, from: nil) == 12.5)
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(!cell.showsReorderControl)
    }

    // MARK: Authenticator's scanner overlay

    /// Draws the whole view black and clears a window in the middle, as the scanner overlay does.
    final class Overlay: UIView {
        override func draw(_ rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            context.setFillColor(UIColor.black.cgColor)
            context.fill(bounds)
            context.clear(CGRect(x: 20, y: 20, width: 40, height: 40))
        }
    }

    @Test func clearCutsAWindowThroughTheViewsDrawing() throws {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        screen.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let overlay = Overlay(frame: screen.bounds)
        overlay.isOpaque = false
        screen.addSubview(overlay)
        let pixel = try onePointPixels(screen, width: 80, height: 80)
        // Outside the window the overlay's black; inside it, the red beneath the overlay.
        #expect(pixel(5, 5) == 0x000000)
        #expect(pixel(70, 40) == 0x000000)
        #expect(pixel(40, 40) == 0xFF0000)
        #expect(pixel(21, 21) == 0xFF0000 && pixel(58, 58) == 0xFF0000)
        #expect(pixel(18, 40) == 0x000000 && pixel(62, 40) == 0x000000)
    }
}
