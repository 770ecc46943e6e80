// Written for MiniObjC's corpus in the style of an iOS app's view code: `@import UIKit;`,
// a UIView subclass with outlets and inspectable values, edge insets, colors and images,
// a table cell that redeclares its superclass's labels, categories on UIKit classes, a
// view controller with a delegate protocol. On macOS the same names come from AppKit, as
// cross-platform libraries arrange it with macros.
#if TARGET_OS_IPHONE
@import UIKit;
#define PlatformView UIView
#define PlatformColor UIColor
#define PlatformImage UIImage
#define PlatformEdgeInsets UIEdgeInsets
#else
@import AppKit;
#define PlatformView NSView
#define PlatformColor NSColor
#define PlatformImage NSImage
#define PlatformEdgeInsets NSEdgeInsets
#endif

NS_ASSUME_NONNULL_BEGIN

IB_DESIGNABLE
@interface BadgeView : PlatformView
@property (nonatomic, copy, nullable) IBInspectable NSString *text;
@property (nonatomic, strong) IBInspectable PlatformColor *badgeColor;
@property (nonatomic, assign) IBInspectable CGFloat cornerRadius;
@property (nonatomic, assign) PlatformEdgeInsets contentInsets;
@property (nonatomic, strong, nullable) PlatformImage *icon;
@property (nonatomic, weak, nullable) IBOutlet PlatformView *anchorView;
@property (nonatomic, strong) IBOutletCollection(PlatformView) NSArray *decorations;
@property (nonatomic, strong) NSArray<NSLayoutConstraint *> *pinnedConstraints;
@property (nonatomic, assign) NSLayoutAttribute anchorAttribute;
@property (nonatomic, assign) NSTextAlignment alignment;
@property (nonatomic, assign) CGAffineTransform badgeTransform;
- (void)pinToView:(PlatformView *)view insets:(PlatformEdgeInsets)insets;
- (IBAction)tapped:(id)sender;
@end

#if TARGET_OS_IPHONE
@interface ProfileCell : UITableViewCell
@property (nonatomic, readonly, strong, nullable) UILabel *textLabel;
@property (nonatomic, readonly, strong, nullable) UIImageView *imageView;
@property (nonatomic, strong) UILabel *badgeLabel;
@property (nonatomic, assign) UIEdgeInsets separatorInset;
@property (nonatomic, assign) UIRectCorner roundedCorners;
@property (nonatomic, assign) UIViewContentMode avatarMode;
@property (nonatomic, assign) UIControlState lastState;
+ (NSString *)reuseIdentifier;
@end

@protocol ProfileViewControllerDelegate <NSObject>
@optional
- (void)profileViewController:(UIViewController *)controller didSelectUser:(NSString *)userID;
@property (nonatomic, readonly) BOOL wantsLargeTitles;
@end

@interface ProfileViewController : UIViewController <UITableViewDataSource, UITableViewDelegate, UIScrollViewDelegate>
@property (nonatomic, weak, nullable) id<ProfileViewControllerDelegate> delegate;
@property (nonatomic, strong) IBOutlet UITableView *tableView;
@property (nonatomic, strong, nullable) UIRefreshControl *refresher;
@property (nonatomic, assign) UIStatusBarStyle statusBarStyle;
@property (nonatomic, strong) UIBezierPath *maskPath;
@property (nonatomic, assign) UIOffset titleOffset;
@end

@interface UIImage (Tinting)
- (UIImage *)imageTintedWithColor:(UIColor *)color;
@property (nonatomic, readonly) CGSize pixelSize;
@end

@interface UIView (Frame)
@property (nonatomic, assign) CGFloat left;
@property (nonatomic, assign) CGFloat top;
@property (nonatomic, assign) CGSize size;
- (nullable UIViewController *)owningViewController;
@end
#endif

NS_ASSUME_NONNULL_END
