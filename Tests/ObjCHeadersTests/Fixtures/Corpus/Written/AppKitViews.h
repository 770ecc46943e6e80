// Written for MiniObjC's corpus in the style of a macOS app: `#import <Cocoa/Cocoa.h>`,
// NSView and NSViewController subclasses, window controllers, colors, images, edge insets,
// layout priorities, and an application delegate.
#import <Cocoa/Cocoa.h>

NS_ASSUME_NONNULL_BEGIN

@interface SidebarView : NSView
@property (nonatomic, strong) NSColor *backgroundColor;
@property (nonatomic, strong, nullable) NSImage *icon;
@property (nonatomic, assign) NSEdgeInsets padding;
@property (nonatomic, assign) NSLayoutPriority huggingPriority;
@property (nonatomic, assign) NSRect contentRect;
@property (nonatomic, assign) NSPoint origin;
@property (nonatomic, assign) NSSize minimumSize;
@property (nonatomic, assign) NSControlStateValue toggleState;
@property (nonatomic, weak, nullable) IBOutlet NSButton *toggleButton;
@property (nonatomic, strong) NSTextField *titleField;
- (void)drawRect:(NSRect)dirtyRect;
- (IBAction)toggle:(nullable id)sender;
@end

@interface SidebarViewController : NSViewController
@property (nonatomic, strong) SidebarView *sidebar;
@property (nonatomic, copy) NSArray<NSImage *> *icons;
@end

@interface MainWindowController : NSWindowController <NSWindowDelegate>
@property (nonatomic, strong) SidebarViewController *sidebarController;
@property (nonatomic, assign) NSWindowStyleMask styleMask;
@end

@interface AppDelegate : NSObject <NSApplicationDelegate>
@property (nonatomic, strong, nullable) MainWindowController *mainWindowController;
@property (nonatomic, strong) NSManagedObjectContext *context;
@end

NS_ASSUME_NONNULL_END
