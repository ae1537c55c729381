/// Darwin's math.h `HUGE`, defined there as `MAXFLOAT` (the largest finite
/// `Float`), which iOS code gets through `import UIKit` and Glibc's module
/// does not export: what apps give an animation's `repeatCount` to repeat
/// it for ever (held-out corpus 5: Stepik's congratulation view).
public var HUGE: Float { .greatestFiniteMagnitude }
