/// `NSStringFromClass(c)` becomes `ObjCRuntime.className(c)`:
/// swift-corelibs-foundation's stops the program for a generic or nested
/// class ("is not a top-level class"), which apps pass it for reuse
/// identifiers (a generic cell's); ObjCRuntime's gives Foundation's answer
/// for the others. A function of the same name in another module would be
/// ambiguous with Foundation's, so the call is renamed. (Objective-C's
/// other bridging needs no rewrite: `CGFloat as NSNumber` and `as CFArray`
/// compile through TrellisObjC's and TrellisUIKit's API.)
extension ModuleRewriter {
    func rewriteClassNames(in file: SourceFile, _ edits: inout TextEdits) -> Bool {
        var changed = false
        let tokens = file.tokens
        for index in tokens.indices.dropLast()
        where tokens[index].kind == .identifier && file.text(index) == "NSStringFromClass"
            && file.isPunctuation(index + 1, "(") && !tokens[index + 1].followsSpace {
            guard index == 0 || !(file.isPunctuation(index - 1, ".") || file.text(index - 1) == "func") else { continue }
            edits.replace(tokens[index].range, with: "ObjCRuntime.className")
            changed = true
        }
        return changed
    }
}
