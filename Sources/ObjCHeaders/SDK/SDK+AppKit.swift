// AppKit in the stand-in SDK (module AppKit; Cocoa imports it with Foundation and
// CoreData), part 1: the responder chain, NSView and NSViewController, windows, the
// application, colors, images and image representations, controls, fonts, events, screens
// (part 2, SDK+AppKitContent.swift: text, table and collection views, stacks, menus, pasteboard).
extension SDK {
    static let appKit = #"""
#import <Foundation/Foundation.h>
#import <CoreGraphics/CoreGraphics.h>
#import <QuartzCore/QuartzCore.h>
#import <CoreImage/CoreImage.h>
#import <UIFoundation/UIFoundation.h>

#define APPKIT_EXTERN extern
#define APPKIT_STATIC_INLINE static inline
#define NS_APPKIT_AVAILABLE(...)
/* IBOutlet, IBOutletCollection, IBAction, IBInspectable, IB_DESIGNABLE: clang predefines them. */

@class NSEvent, NSWindow, NSView, NSViewController, NSImage, NSColor, NSFont, NSScreen, NSMenu, NSGraphicsContext;
typedef NSString *NSUserInterfaceItemIdentifier NS_TYPED_EXTENSIBLE_ENUM;
typedef NSString *NSImageName NS_TYPED_EXTENSIBLE_ENUM;
typedef NSString *NSColorName NS_TYPED_EXTENSIBLE_ENUM;
typedef NSString *NSAppearanceName NS_TYPED_EXTENSIBLE_ENUM;
typedef NSInteger NSControlStateValue NS_TYPED_EXTENSIBLE_ENUM;
static const NSControlStateValue NSControlStateValueMixed = -1;
static const NSControlStateValue NSControlStateValueOff = 0;
static const NSControlStateValue NSControlStateValueOn = 1;
typedef NS_OPTIONS(NSUInteger, NSAutoresizingMaskOptions) {
    NSViewNotSizable = 0, NSViewMinXMargin = 1, NSViewWidthSizable = 2, NSViewMaxXMargin = 4,
    NSViewMinYMargin = 8, NSViewHeightSizable = 16, NSViewMaxYMargin = 32
};
typedef NS_ENUM(NSUInteger, NSEventType) {
    NSEventTypeLeftMouseDown = 1, NSEventTypeLeftMouseUp = 2, NSEventTypeRightMouseDown = 3, NSEventTypeRightMouseUp = 4,
    NSEventTypeMouseMoved = 5, NSEventTypeLeftMouseDragged = 6, NSEventTypeKeyDown = 10, NSEventTypeKeyUp = 11,
    NSEventTypeScrollWheel = 22
};
typedef NS_OPTIONS(NSUInteger, NSEventModifierFlags) {
    NSEventModifierFlagCapsLock = 1 << 16, NSEventModifierFlagShift = 1 << 17, NSEventModifierFlagControl = 1 << 18,
    NSEventModifierFlagOption = 1 << 19, NSEventModifierFlagCommand = 1 << 20,
    NSEventModifierFlagDeviceIndependentFlagsMask = 0xffff0000UL
};
@interface NSEvent : NSObject <NSCopying, NSCoding>
@property (readonly) NSEventType type;
@property (readonly) NSEventModifierFlags modifierFlags;
@property (readonly) NSTimeInterval timestamp;
@property (nullable, readonly, weak) NSWindow *window;
@property (readonly) NSInteger clickCount;
@property (readonly) NSPoint locationInWindow;
@property (readonly) CGFloat deltaX;
@property (readonly) CGFloat deltaY;
@property (nullable, readonly, copy) NSString *characters;
@property (readonly) unsigned short keyCode;
@end

@interface NSResponder : NSObject <NSCoding>
@property (nullable, weak) NSResponder *nextResponder;
- (BOOL)tryToPerform:(SEL)action with:(nullable id)object;
@property (readonly) BOOL acceptsFirstResponder;
- (BOOL)becomeFirstResponder;
- (BOOL)resignFirstResponder;
- (void)mouseDown:(NSEvent *)event;
- (void)mouseUp:(NSEvent *)event;
- (void)mouseDragged:(NSEvent *)event;
- (void)mouseMoved:(NSEvent *)event;
- (void)rightMouseDown:(NSEvent *)event;
- (void)scrollWheel:(NSEvent *)event;
- (void)keyDown:(NSEvent *)event;
- (void)keyUp:(NSEvent *)event;
@property (nullable, strong) NSMenu *menu;
@end

@interface NSView : NSResponder
- (instancetype)initWithFrame:(NSRect)frameRect NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@property (nullable, readonly, assign) NSWindow *window;
@property (nullable, readonly, assign) NSView *superview;
@property (copy) NSArray<__kindof NSView *> *subviews;
- (BOOL)isDescendantOf:(NSView *)view;
- (void)addSubview:(NSView *)view;
- (void)addSubview:(NSView *)view positioned:(NSInteger)place relativeTo:(nullable NSView *)otherView;
- (void)removeFromSuperview;
- (void)replaceSubview:(NSView *)oldView with:(NSView *)newView;
- (void)viewWillMoveToWindow:(nullable NSWindow *)newWindow;
- (void)viewDidMoveToWindow;
- (void)viewDidMoveToSuperview;
@property BOOL postsFrameChangedNotifications;
@property BOOL autoresizesSubviews;
@property NSAutoresizingMaskOptions autoresizingMask;
@property NSRect frame;
@property CGFloat frameRotation;
@property NSRect bounds;
@property (readonly, getter=isFlipped) BOOL flipped;
@property (readonly, getter=isOpaque) BOOL opaque;
- (NSPoint)convertPoint:(NSPoint)point fromView:(nullable NSView *)view;
- (NSPoint)convertPoint:(NSPoint)point toView:(nullable NSView *)view;
- (NSRect)convertRect:(NSRect)rect fromView:(nullable NSView *)view;
- (NSRect)convertRect:(NSRect)rect toView:(nullable NSView *)view;
@property BOOL needsDisplay;
- (void)setNeedsDisplayInRect:(NSRect)invalidRect;
- (void)display;
- (void)drawRect:(NSRect)dirtyRect;
@property (nullable, readonly) NSView *opaqueAncestor;
@property (getter=isHidden) BOOL hidden;
@property (readonly, getter=isHiddenOrHasHiddenAncestor) BOOL hiddenOrHasHiddenAncestor;
@property BOOL wantsLayer;
@property (nullable, strong) CALayer *layer;
@property BOOL wantsUpdateLayer;
- (void)updateLayer;
@property CGFloat alphaValue;
@property (nullable, copy) NSString *toolTip;
@property (readonly) NSInteger tag;
- (nullable __kindof NSView *)viewWithTag:(NSInteger)tag;
- (nullable NSView *)hitTest:(NSPoint)point;
@property BOOL needsLayout;
- (void)layout;
- (void)layoutSubtreeIfNeeded;
@property BOOL needsUpdateConstraints;
- (void)updateConstraints;
@property (readonly, copy) NSArray<__kindof NSLayoutConstraint *> *constraints;
- (void)addConstraint:(NSLayoutConstraint *)constraint;
- (void)addConstraints:(NSArray<NSLayoutConstraint *> *)constraints;
- (void)removeConstraint:(NSLayoutConstraint *)constraint;
- (void)removeConstraints:(NSArray<NSLayoutConstraint *> *)constraints;
@property BOOL translatesAutoresizingMaskIntoConstraints;
@property (readonly) NSSize intrinsicContentSize;
- (void)invalidateIntrinsicContentSize;
- (NSLayoutPriority)contentHuggingPriorityForOrientation:(NSLayoutConstraintOrientation)orientation;
- (void)setContentHuggingPriority:(NSLayoutPriority)priority forOrientation:(NSLayoutConstraintOrientation)orientation;
- (NSLayoutPriority)contentCompressionResistancePriorityForOrientation:(NSLayoutConstraintOrientation)orientation;
- (void)setContentCompressionResistancePriority:(NSLayoutPriority)priority forOrientation:(NSLayoutConstraintOrientation)orientation;
@property (readonly) NSSize fittingSize;
@property (readonly, strong) NSLayoutXAxisAnchor *leadingAnchor;
@property (readonly, strong) NSLayoutXAxisAnchor *trailingAnchor;
@property (readonly, strong) NSLayoutXAxisAnchor *leftAnchor;
@property (readonly, strong) NSLayoutXAxisAnchor *rightAnchor;
@property (readonly, strong) NSLayoutYAxisAnchor *topAnchor;
@property (readonly, strong) NSLayoutYAxisAnchor *bottomAnchor;
@property (readonly, strong) NSLayoutDimension *widthAnchor;
@property (readonly, strong) NSLayoutDimension *heightAnchor;
@property (readonly, strong) NSLayoutXAxisAnchor *centerXAnchor;
@property (readonly, strong) NSLayoutYAxisAnchor *centerYAnchor;
@property (readonly, strong) NSLayoutYAxisAnchor *firstBaselineAnchor;
@property (readonly, strong) NSLayoutYAxisAnchor *lastBaselineAnchor;
@property (readonly) NSEdgeInsets safeAreaInsets;
@property (nullable, copy) NSUserInterfaceItemIdentifier identifier;
@end

@interface NSViewController : NSResponder <NSCoding>
- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@property (nullable, readonly, copy) NSString *nibName;
@property (nullable, readonly, strong) NSBundle *nibBundle;
@property (nullable, strong) id representedObject;
@property (nullable, copy) NSString *title;
@property (strong) NSView *view;
- (void)loadView;
@property (nullable, readonly, strong) NSView *viewIfLoaded;
@property (readonly, getter=isViewLoaded) BOOL viewLoaded;
- (void)viewDidLoad;
- (void)viewWillAppear;
- (void)viewDidAppear;
- (void)viewWillDisappear;
- (void)viewDidDisappear;
- (void)viewWillLayout;
- (void)viewDidLayout;
@property NSSize preferredContentSize;
- (void)presentViewControllerAsSheet:(NSViewController *)viewController;
- (void)presentViewControllerAsModalWindow:(NSViewController *)viewController;
- (void)dismissViewController:(NSViewController *)viewController;
@property (nullable, readonly) NSViewController *parentViewController;
@property (copy) NSArray<__kindof NSViewController *> *childViewControllers;
- (void)addChildViewController:(NSViewController *)childViewController;
- (void)removeFromParentViewController;
@end

typedef NS_OPTIONS(NSUInteger, NSWindowStyleMask) {
    NSWindowStyleMaskBorderless = 0, NSWindowStyleMaskTitled = 1 << 0, NSWindowStyleMaskClosable = 1 << 1,
    NSWindowStyleMaskMiniaturizable = 1 << 2, NSWindowStyleMaskResizable = 1 << 3, NSWindowStyleMaskFullSizeContentView = 1 << 15
};
typedef NS_ENUM(NSUInteger, NSBackingStoreType) { NSBackingStoreRetained = 0, NSBackingStoreNonretained = 1, NSBackingStoreBuffered = 2 };
@protocol NSWindowDelegate;
@interface NSWindow : NSResponder
- (instancetype)initWithContentRect:(NSRect)contentRect styleMask:(NSWindowStyleMask)style backing:(NSBackingStoreType)backingStoreType defer:(BOOL)flag;
+ (instancetype)windowWithContentViewController:(NSViewController *)contentViewController;
@property (copy) NSString *title;
@property (nullable, strong) __kindof NSView *contentView;
@property (nullable, strong) NSViewController *contentViewController;
@property (nullable, weak) id<NSWindowDelegate> delegate;
@property (readonly) NSRect frame;
- (void)setFrame:(NSRect)frameRect display:(BOOL)flag;
@property NSWindowStyleMask styleMask;
@property (readonly, getter=isVisible) BOOL visible;
@property (readonly, getter=isKeyWindow) BOOL keyWindow;
@property (readonly) CGFloat backingScaleFactor;
@property (nullable, readonly, strong) NSScreen *screen;
@property (nullable, copy) NSColor *backgroundColor;
@property (getter=isOpaque) BOOL opaque;
@property BOOL hasShadow;
@property CGFloat alphaValue;
@property (getter=isReleasedWhenClosed) BOOL releasedWhenClosed;
@property (getter=isMovableByWindowBackground) BOOL movableByWindowBackground;
@property (readonly, getter=isMiniaturized) BOOL miniaturized;
@property (readonly, getter=isZoomed) BOOL zoomed;
@property BOOL ignoresMouseEvents;
@property BOOL acceptsMouseMovedEvents;
@property BOOL hidesOnDeactivate;
@property BOOL titlebarAppearsTransparent;
@property NSSize minSize;
@property NSSize maxSize;
@property NSSize contentMinSize;
@property NSSize contentMaxSize;
@property (nullable, copy) NSURL *representedURL;
@property (nullable, readonly, weak) NSResponder *firstResponder;
@property (nullable, weak) NSWindow *parentWindow;
@property (nullable, readonly, copy) NSArray<__kindof NSWindow *> *childWindows;
@property (nullable, readonly, strong) NSWindow *attachedSheet;
@property (nullable, readonly, strong) NSWindow *sheetParent;
- (void)makeKeyAndOrderFront:(nullable id)sender;
- (void)orderFront:(nullable id)sender;
- (void)orderOut:(nullable id)sender;
- (void)close;
- (void)center;
@end
@protocol NSWindowDelegate <NSObject>
@optional
- (BOOL)windowShouldClose:(NSWindow *)sender;
- (void)windowWillClose:(NSNotification *)notification;
- (void)windowDidResize:(NSNotification *)notification;
@end
@interface NSWindowController : NSResponder <NSCoding>
- (instancetype)initWithWindow:(nullable NSWindow *)window NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithWindowNibName:(NSString *)windowNibName;
@property (nullable, strong) NSWindow *window;
@property (nullable, strong) NSViewController *contentViewController;
- (void)showWindow:(nullable id)sender;
- (void)windowDidLoad;
@end

@protocol NSApplicationDelegate;
@interface NSApplication : NSResponder
@property (class, readonly, strong) __kindof NSApplication *sharedApplication;
@property (nullable, weak) id<NSApplicationDelegate> delegate;
@property (nullable, readonly, weak) NSWindow *keyWindow;
@property (nullable, readonly, weak) NSWindow *mainWindow;
@property (readonly, copy) NSArray<NSWindow *> *windows;
@property (readonly, getter=isActive) BOOL active;
- (void)terminate:(nullable id)sender;
- (void)run;
- (void)activateIgnoringOtherApps:(BOOL)flag;
@end
APPKIT_EXTERN __kindof NSApplication *NSApp;
typedef NS_ENUM(NSUInteger, NSApplicationTerminateReply) { NSTerminateCancel = 0, NSTerminateNow = 1, NSTerminateLater = 2 };
@protocol NSApplicationDelegate <NSObject>
@optional
- (NSApplicationTerminateReply)applicationShouldTerminate:(NSApplication *)sender;
- (void)applicationWillFinishLaunching:(NSNotification *)notification;
- (void)applicationDidFinishLaunching:(NSNotification *)notification;
- (void)applicationWillTerminate:(NSNotification *)notification;
- (BOOL)applicationShouldTerminateAfterLastWindowClosed:(NSApplication *)sender;
@end
APPKIT_EXTERN int NSApplicationMain(int argc, const char * _Nonnull argv[_Nonnull]);

@interface NSColor : NSObject <NSCopying, NSSecureCoding>
+ (NSColor *)colorWithSRGBRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
+ (NSColor *)colorWithCalibratedRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
+ (NSColor *)colorWithDeviceRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
+ (NSColor *)colorWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
+ (NSColor *)colorWithWhite:(CGFloat)white alpha:(CGFloat)alpha;
+ (NSColor *)colorWithCalibratedWhite:(CGFloat)white alpha:(CGFloat)alpha;
+ (NSColor *)colorWithHue:(CGFloat)hue saturation:(CGFloat)saturation brightness:(CGFloat)brightness alpha:(CGFloat)alpha;
+ (nullable NSColor *)colorWithCGColor:(CGColorRef)cgColor;
+ (NSColor *)colorWithPatternImage:(NSImage *)image;
+ (nullable NSColor *)colorNamed:(NSColorName)name;
@property (class, strong, readonly) NSColor *blackColor;
@property (class, strong, readonly) NSColor *darkGrayColor;
@property (class, strong, readonly) NSColor *lightGrayColor;
@property (class, strong, readonly) NSColor *whiteColor;
@property (class, strong, readonly) NSColor *grayColor;
@property (class, strong, readonly) NSColor *redColor;
@property (class, strong, readonly) NSColor *greenColor;
@property (class, strong, readonly) NSColor *blueColor;
@property (class, strong, readonly) NSColor *yellowColor;
@property (class, strong, readonly) NSColor *orangeColor;
@property (class, strong, readonly) NSColor *clearColor;
@property (class, strong, readonly) NSColor *labelColor;
@property (class, strong, readonly) NSColor *textColor;
@property (class, strong, readonly) NSColor *controlBackgroundColor;
@property (class, strong, readonly) NSColor *windowBackgroundColor;
- (void)set;
- (void)setFill;
- (void)setStroke;
- (NSColor *)colorWithAlphaComponent:(CGFloat)alpha;
- (nullable NSColor *)colorUsingColorSpace:(id)space;
@property (readonly) CGFloat redComponent;
@property (readonly) CGFloat greenComponent;
@property (readonly) CGFloat blueComponent;
@property (readonly) CGFloat alphaComponent;
- (void)getRed:(nullable CGFloat *)red green:(nullable CGFloat *)green blue:(nullable CGFloat *)blue alpha:(nullable CGFloat *)alpha;
@property (readonly) CGColorRef CGColor;
@end

typedef NS_ENUM(NSUInteger, NSImageScaling) {
    NSImageScaleProportionallyDown = 0, NSImageScaleAxesIndependently, NSImageScaleNone, NSImageScaleProportionallyUpOrDown
};
typedef NS_ENUM(NSUInteger, NSImageAlignment) {
    NSImageAlignCenter = 0, NSImageAlignTop, NSImageAlignTopLeft, NSImageAlignTopRight, NSImageAlignLeft,
    NSImageAlignBottom, NSImageAlignBottomLeft, NSImageAlignBottomRight, NSImageAlignRight
};
typedef NS_ENUM(NSUInteger, NSCompositingOperation) { NSCompositingOperationClear = 0, NSCompositingOperationCopy = 1, NSCompositingOperationSourceOver = 2 };
typedef NSString *NSImageHintKey NS_TYPED_EXTENSIBLE_ENUM;
typedef NSString *NSBitmapImageRepPropertyKey NS_TYPED_EXTENSIBLE_ENUM;
@interface NSImageRep : NSObject <NSCopying, NSSecureCoding>
@property NSSize size;
@property (getter=hasAlpha) BOOL alpha;
@property (getter=isOpaque) BOOL opaque;
@property NSInteger pixelsWide;
@property NSInteger pixelsHigh;
@property NSInteger bitsPerSample;
- (BOOL)draw;
- (BOOL)drawInRect:(NSRect)rect;
- (nullable CGImageRef)CGImageForProposedRect:(nullable NSRect *)proposedDestRect context:(nullable NSGraphicsContext *)context hints:(nullable NSDictionary<NSImageHintKey, id> *)hints;
@end
typedef NS_ENUM(NSUInteger, NSBitmapImageFileType) {
    NSBitmapImageFileTypeTIFF, NSBitmapImageFileTypeBMP, NSBitmapImageFileTypeGIF, NSBitmapImageFileTypeJPEG,
    NSBitmapImageFileTypePNG, NSBitmapImageFileTypeJPEG2000
};
APPKIT_EXTERN NSBitmapImageRepPropertyKey const NSImageCompressionFactor;
APPKIT_EXTERN NSBitmapImageRepPropertyKey const NSImageCurrentFrame;
APPKIT_EXTERN NSBitmapImageRepPropertyKey const NSImageFrameCount;
APPKIT_EXTERN NSBitmapImageRepPropertyKey const NSImageLoopCount;
APPKIT_EXTERN NSBitmapImageRepPropertyKey const NSImageCurrentFrameDuration;
@interface NSBitmapImageRep : NSImageRep <NSSecureCoding>
- (nullable instancetype)initWithData:(NSData *)data;
- (instancetype)initWithCGImage:(CGImageRef)cgImage;
+ (nullable instancetype)imageRepWithData:(NSData *)data;
- (nullable NSData *)representationUsingType:(NSBitmapImageFileType)storageType properties:(NSDictionary<NSBitmapImageRepPropertyKey, id> *)properties;
- (void)setProperty:(NSBitmapImageRepPropertyKey)property withValue:(nullable id)value;
- (nullable id)valueForProperty:(NSBitmapImageRepPropertyKey)property;
@property (nullable, readonly) unsigned char *bitmapData;
@property (readonly) NSInteger bytesPerRow;
@property (nullable, readonly) CGImageRef CGImage;
@end
@interface NSImage : NSObject <NSCopying, NSSecureCoding>
+ (nullable NSImage *)imageNamed:(NSImageName)name;
+ (nullable NSImage *)imageWithSystemSymbolName:(NSString *)name accessibilityDescription:(nullable NSString *)description;
- (instancetype)initWithSize:(NSSize)size NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithData:(NSData *)data;
- (nullable instancetype)initWithContentsOfFile:(NSString *)fileName;
- (nullable instancetype)initWithContentsOfURL:(NSURL *)url;
- (instancetype)initWithCGImage:(CGImageRef)cgImage size:(NSSize)size;
+ (instancetype)imageWithSize:(NSSize)size flipped:(BOOL)drawingHandlerShouldBeCalledWithFlippedContext drawingHandler:(BOOL (^)(NSRect dstRect))drawingHandler;
@property NSSize size;
- (void)drawAtPoint:(NSPoint)point fromRect:(NSRect)fromRect operation:(NSCompositingOperation)op fraction:(CGFloat)delta;
- (void)drawInRect:(NSRect)rect fromRect:(NSRect)fromRect operation:(NSCompositingOperation)op fraction:(CGFloat)delta;
- (void)drawInRect:(NSRect)rect;
@property (nullable, readonly, copy) NSData *TIFFRepresentation;
@property (readonly, copy) NSArray<NSImageRep *> *representations;
- (void)addRepresentation:(NSImageRep *)imageRep;
- (void)removeRepresentation:(NSImageRep *)imageRep;
@property (readonly, getter=isValid) BOOL valid;
- (void)lockFocus;
- (void)unlockFocus;
@property (getter=isTemplate) BOOL template;
@property (nullable, copy) NSString *accessibilityDescription;
- (nullable CGImageRef)CGImageForProposedRect:(nullable NSRect *)proposedDestRect context:(nullable NSGraphicsContext *)referenceContext hints:(nullable NSDictionary<NSImageHintKey, id> *)hints;
@end

@interface NSGraphicsContext : NSObject
+ (nullable NSGraphicsContext *)graphicsContextWithBitmapImageRep:(NSBitmapImageRep *)bitmapRep;
+ (NSGraphicsContext *)graphicsContextWithCGContext:(CGContextRef)graphicsPort flipped:(BOOL)initialFlippedState;
@property (class, nullable, strong) NSGraphicsContext *currentContext;
+ (void)saveGraphicsState;
+ (void)restoreGraphicsState;
@property (readonly) CGContextRef CGContext;
@property (readonly, getter=isFlipped) BOOL flipped;
- (void)flushGraphics;
@end
@interface NSScreen : NSObject
@property (class, readonly, copy) NSArray<NSScreen *> *screens;
@property (class, nullable, readonly, strong) NSScreen *mainScreen;
@property (readonly) NSRect frame;
@property (readonly) NSRect visibleFrame;
@property (readonly) CGFloat backingScaleFactor;
@end
@interface NSFont : NSObject <NSCopying, NSSecureCoding>
+ (nullable NSFont *)fontWithName:(NSString *)fontName size:(CGFloat)fontSize;
+ (NSFont *)systemFontOfSize:(CGFloat)fontSize;
+ (NSFont *)boldSystemFontOfSize:(CGFloat)fontSize;
+ (NSFont *)monospacedDigitSystemFontOfSize:(CGFloat)fontSize weight:(CGFloat)weight;
@property (class, readonly) CGFloat systemFontSize;
@property (readonly, copy) NSString *fontName;
@property (readonly) CGFloat pointSize;
@property (nullable, readonly, copy) NSString *familyName;
@property (readonly) CGFloat ascender;
@property (readonly) CGFloat descender;
@end

typedef NS_ENUM(NSUInteger, NSControlSize) { NSControlSizeRegular = 0, NSControlSizeSmall = 1, NSControlSizeMini = 2, NSControlSizeLarge = 3 };
@interface NSControl : NSView
@property (nullable, weak) id target;
@property (nullable) SEL action;
@property NSInteger tag;
@property BOOL ignoresMultiClick;
@property (getter=isContinuous) BOOL continuous;
@property (getter=isEnabled) BOOL enabled;
@property NSControlSize controlSize;
@property (nullable, copy) id objectValue;
@property (copy) NSString *stringValue;
@property (copy) NSAttributedString *attributedStringValue;
@property int intValue;
@property NSInteger integerValue;
@property float floatValue;
@property double doubleValue;
@property (nullable, strong) NSFont *font;
@property NSTextAlignment alignment;
@property NSLineBreakMode lineBreakMode;
- (void)sizeToFit;
- (BOOL)sendAction:(nullable SEL)action to:(nullable id)target;
@end
typedef NS_ENUM(NSUInteger, NSButtonType) {
    NSButtonTypeMomentaryLight = 0, NSButtonTypePushOnPushOff = 1, NSButtonTypeToggle = 2, NSButtonTypeSwitch = 3,
    NSButtonTypeRadio = 4, NSButtonTypeMomentaryChange = 5, NSButtonTypeOnOff = 6, NSButtonTypeMomentaryPushIn = 7
};
typedef NS_ENUM(NSUInteger, NSBezelStyle) { NSBezelStyleRounded = 1, NSBezelStyleRegularSquare = 2, NSBezelStyleRecessed = 13 };
typedef NS_ENUM(NSUInteger, NSCellImagePosition) {
    NSNoImage = 0, NSImageOnly = 1, NSImageLeft = 2, NSImageRight = 3, NSImageBelow = 4, NSImageAbove = 5, NSImageOverlaps = 6
};
@interface NSButton : NSControl
+ (instancetype)buttonWithTitle:(NSString *)title target:(nullable id)target action:(nullable SEL)action;
+ (instancetype)buttonWithImage:(NSImage *)image target:(nullable id)target action:(nullable SEL)action;
+ (instancetype)checkboxWithTitle:(NSString *)title target:(nullable id)target action:(nullable SEL)action;
@property (copy) NSString *title;
@property (copy) NSAttributedString *attributedTitle;
@property (copy) NSString *alternateTitle;
@property (nullable, strong) NSImage *image;
@property (nullable, strong) NSImage *alternateImage;
@property NSCellImagePosition imagePosition;
@property NSImageScaling imageScaling;
@property NSControlStateValue state;
@property NSBezelStyle bezelStyle;
@property (getter=isBordered) BOOL bordered;
@property (getter=isTransparent) BOOL transparent;
@property (nullable, copy) NSColor *contentTintColor;
- (void)setButtonType:(NSButtonType)type;
@property (copy) NSString *keyEquivalent;
@end
@interface NSImageView : NSControl
+ (instancetype)imageViewWithImage:(NSImage *)image;
@property (nullable, strong) NSImage *image;
@property NSImageAlignment imageAlignment;
@property NSImageScaling imageScaling;
@property BOOL animates;
@property (getter=isEditable) BOOL editable;
@property BOOL allowsCutCopyPaste;
@property (nullable, copy) NSColor *contentTintColor;
@end
@protocol NSTextFieldDelegate;
@interface NSTextField : NSControl
+ (instancetype)labelWithString:(NSString *)stringValue;
+ (instancetype)wrappingLabelWithString:(NSString *)stringValue;
+ (instancetype)textFieldWithString:(NSString *)stringValue;
@property (nullable, copy) NSString *placeholderString;
@property (nullable, copy) NSAttributedString *placeholderAttributedString;
@property (nullable, copy) NSColor *backgroundColor;
@property BOOL drawsBackground;
@property (nullable, copy) NSColor *textColor;
@property (getter=isBordered) BOOL bordered;
@property (getter=isBezeled) BOOL bezeled;
@property (getter=isEditable) BOOL editable;
@property (getter=isSelectable) BOOL selectable;
@property (nullable, weak) id<NSTextFieldDelegate> delegate;
@property CGFloat preferredMaxLayoutWidth;
@property NSInteger maximumNumberOfLines;
@end
typedef NS_ENUM(NSUInteger, NSProgressIndicatorStyle) { NSProgressIndicatorStyleBar = 0, NSProgressIndicatorStyleSpinning = 1 };
@interface NSProgressIndicator : NSView
@property (getter=isIndeterminate) BOOL indeterminate;
@property (getter=isBezeled) BOOL bezeled;
@property NSControlSize controlSize;
@property double doubleValue;
@property double minValue;
@property double maxValue;
@property (nullable, strong) NSProgress *observedProgress;
- (void)incrementBy:(double)delta;
@property BOOL usesThreadedAnimation;
- (void)startAnimation:(nullable id)sender;
- (void)stopAnimation:(nullable id)sender;
@property NSProgressIndicatorStyle style;
- (void)sizeToFit;
@property (getter=isDisplayedWhenStopped) BOOL displayedWhenStopped;
@end
@interface NSScrollView : NSView
@property (nullable, strong) __kindof NSView *documentView;
@property BOOL hasVerticalScroller;
@property BOOL hasHorizontalScroller;
@property BOOL drawsBackground;
@property (copy) NSColor *backgroundColor;
@property NSSize contentSize;
@end
@interface NSBezierPath : NSObject <NSCopying, NSSecureCoding>
+ (NSBezierPath *)bezierPath;
+ (NSBezierPath *)bezierPathWithRect:(NSRect)rect;
+ (NSBezierPath *)bezierPathWithOvalInRect:(NSRect)rect;
+ (NSBezierPath *)bezierPathWithRoundedRect:(NSRect)rect xRadius:(CGFloat)xRadius yRadius:(CGFloat)yRadius;
- (void)moveToPoint:(NSPoint)point;
- (void)lineToPoint:(NSPoint)point;
- (void)closePath;
@property CGFloat lineWidth;
- (void)fill;
- (void)stroke;
@property (readonly) CGPathRef CGPath;
@end
"""#

    static let cocoa = #"""
#import <Foundation/Foundation.h>
#import <AppKit/AppKit.h>
#import <CoreData/CoreData.h>
"""#
}
