// UIKit, part 5: visual effects, bars and the smaller controls HUD and list libraries build
// on — UIVisualEffect with its blur and vibrancy effects and the effect view, motion
// effects, bar items, toolbars and navigation bars, page controls, table view
// controllers, the feedback generators, and menus with the context-menu configuration. Written after the parts before it, so every
// superclass here is already declared.
extension SDK {
    static let uiKitBars = #"""
API_AVAILABLE(ios(8.0))
@interface UIVisualEffect : NSObject <NSCopying, NSSecureCoding>
@end
typedef NS_ENUM(NSInteger, UIBlurEffectStyle) {
    UIBlurEffectStyleExtraLight, UIBlurEffectStyleLight, UIBlurEffectStyleDark,
    UIBlurEffectStyleExtraDark API_UNAVAILABLE(ios),
    UIBlurEffectStyleRegular API_AVAILABLE(ios(10.0)), UIBlurEffectStyleProminent API_AVAILABLE(ios(10.0)),
    UIBlurEffectStyleSystemUltraThinMaterial API_AVAILABLE(ios(13.0)), UIBlurEffectStyleSystemThinMaterial,
    UIBlurEffectStyleSystemMaterial, UIBlurEffectStyleSystemThickMaterial, UIBlurEffectStyleSystemChromeMaterial,
    UIBlurEffectStyleSystemUltraThinMaterialLight, UIBlurEffectStyleSystemThinMaterialLight,
    UIBlurEffectStyleSystemMaterialLight, UIBlurEffectStyleSystemThickMaterialLight,
    UIBlurEffectStyleSystemChromeMaterialLight, UIBlurEffectStyleSystemUltraThinMaterialDark,
    UIBlurEffectStyleSystemThinMaterialDark, UIBlurEffectStyleSystemMaterialDark,
    UIBlurEffectStyleSystemThickMaterialDark, UIBlurEffectStyleSystemChromeMaterialDark
} API_AVAILABLE(ios(8.0));
API_AVAILABLE(ios(8.0))
@interface UIBlurEffect : UIVisualEffect
+ (UIBlurEffect *)effectWithStyle:(UIBlurEffectStyle)style;
@end
typedef NS_ENUM(NSInteger, UIVibrancyEffectStyle) {
    UIVibrancyEffectStyleLabel, UIVibrancyEffectStyleSecondaryLabel, UIVibrancyEffectStyleTertiaryLabel,
    UIVibrancyEffectStyleQuaternaryLabel, UIVibrancyEffectStyleFill, UIVibrancyEffectStyleSecondaryFill,
    UIVibrancyEffectStyleTertiaryFill, UIVibrancyEffectStyleSeparator
} API_AVAILABLE(ios(13.0));
API_AVAILABLE(ios(8.0))
@interface UIVibrancyEffect : UIVisualEffect
+ (UIVibrancyEffect *)effectForBlurEffect:(UIBlurEffect *)blurEffect;
+ (UIVibrancyEffect *)effectForBlurEffect:(UIBlurEffect *)blurEffect style:(UIVibrancyEffectStyle)style API_AVAILABLE(ios(13.0));
@end
API_AVAILABLE(ios(8.0))
@interface UIVisualEffectView : UIView <NSSecureCoding>
@property (nonatomic, strong, readonly) UIView *contentView;
@property (nonatomic, copy, nullable) UIVisualEffect *effect;
- (instancetype)initWithEffect:(nullable UIVisualEffect *)effect NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@end

API_AVAILABLE(ios(7.0))
@interface UIMotionEffect : NSObject <NSCopying, NSCoding>
- (instancetype)init NS_DESIGNATED_INITIALIZER;
- (nullable NSDictionary<NSString *, id> *)keyPathsAndRelativeValuesForViewerOffset:(UIOffset)viewerOffset;
@end
typedef NS_ENUM(NSInteger, UIInterpolatingMotionEffectType) {
    UIInterpolatingMotionEffectTypeTiltAlongHorizontalAxis, UIInterpolatingMotionEffectTypeTiltAlongVerticalAxis
};
API_AVAILABLE(ios(7.0))
@interface UIInterpolatingMotionEffect : UIMotionEffect
- (instancetype)initWithKeyPath:(NSString *)keyPath type:(UIInterpolatingMotionEffectType)type NS_DESIGNATED_INITIALIZER;
@property (readonly, nonatomic) NSString *keyPath;
@property (readonly, nonatomic) UIInterpolatingMotionEffectType type;
@property (nullable, strong, nonatomic) id minimumRelativeValue;
@property (nullable, strong, nonatomic) id maximumRelativeValue;
@end
API_AVAILABLE(ios(7.0))
@interface UIMotionEffectGroup : UIMotionEffect
@property (nullable, copy, nonatomic) NSArray<__kindof UIMotionEffect *> *motionEffects;
@end
@interface UIView (UIViewMotionEffects)
- (void)addMotionEffect:(UIMotionEffect *)effect API_AVAILABLE(ios(7.0));
- (void)removeMotionEffect:(UIMotionEffect *)effect API_AVAILABLE(ios(7.0));
@property (copy, nonatomic) NSArray<__kindof UIMotionEffect *> *motionEffects API_AVAILABLE(ios(7.0));
@end

typedef NS_ENUM(NSInteger, UIBarStyle) {
    UIBarStyleDefault = 0, UIBarStyleBlack = 1, UIBarStyleBlackOpaque = 1, UIBarStyleBlackTranslucent = 2
};
typedef NS_ENUM(NSInteger, UIBarMetrics) {
    UIBarMetricsDefault, UIBarMetricsCompact, UIBarMetricsDefaultPrompt = 101, UIBarMetricsCompactPrompt,
    UIBarMetricsLandscapePhone = UIBarMetricsCompact, UIBarMetricsLandscapePhonePrompt = UIBarMetricsCompactPrompt
};
typedef NS_ENUM(NSInteger, UIBarPosition) {
    UIBarPositionAny = 0, UIBarPositionBottom = 1, UIBarPositionTop = 2, UIBarPositionTopAttached = 3
};
@protocol UIBarPositioning <NSObject>
@property (nonatomic, readonly) UIBarPosition barPosition;
@end
@protocol UIBarPositioningDelegate <NSObject>
@optional
- (UIBarPosition)positionForBar:(id<UIBarPositioning>)bar;
@end
@interface UIBarItem : NSObject <NSCoding, UIAppearance>
- (instancetype)init NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@property (nonatomic, getter=isEnabled) BOOL enabled;
@property (nullable, nonatomic, copy) NSString *title;
@property (nullable, nonatomic, strong) UIImage *image;
@property (nullable, nonatomic, strong) UIImage *landscapeImagePhone;
@property (nullable, nonatomic, strong) UIImage *largeContentSizeImage;
@property (nonatomic) UIEdgeInsets imageInsets;
@property (nonatomic) UIEdgeInsets landscapeImagePhoneInsets;
@property (nonatomic) UIEdgeInsets largeContentSizeImageInsets;
@property (nonatomic) NSInteger tag;
- (void)setTitleTextAttributes:(nullable NSDictionary<NSAttributedStringKey, id> *)attributes forState:(UIControlState)state;
- (nullable NSDictionary<NSAttributedStringKey, id> *)titleTextAttributesForState:(UIControlState)state;
@end
typedef NS_ENUM(NSInteger, UIBarButtonItemStyle) { UIBarButtonItemStylePlain, UIBarButtonItemStyleBordered, UIBarButtonItemStyleDone };
typedef NS_ENUM(NSInteger, UIBarButtonSystemItem) {
    UIBarButtonSystemItemDone, UIBarButtonSystemItemCancel, UIBarButtonSystemItemEdit, UIBarButtonSystemItemSave,
    UIBarButtonSystemItemAdd, UIBarButtonSystemItemFlexibleSpace, UIBarButtonSystemItemFixedSpace,
    UIBarButtonSystemItemCompose, UIBarButtonSystemItemReply, UIBarButtonSystemItemAction, UIBarButtonSystemItemOrganize,
    UIBarButtonSystemItemBookmarks, UIBarButtonSystemItemSearch, UIBarButtonSystemItemRefresh, UIBarButtonSystemItemStop,
    UIBarButtonSystemItemCamera, UIBarButtonSystemItemTrash, UIBarButtonSystemItemPlay, UIBarButtonSystemItemPause,
    UIBarButtonSystemItemRewind, UIBarButtonSystemItemFastForward, UIBarButtonSystemItemUndo, UIBarButtonSystemItemRedo,
    UIBarButtonSystemItemPageCurl, UIBarButtonSystemItemClose
};
@interface UIBarButtonItem : UIBarItem <NSCoding>
- (instancetype)init NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithImage:(nullable UIImage *)image style:(UIBarButtonItemStyle)style target:(nullable id)target action:(nullable SEL)action;
- (instancetype)initWithTitle:(nullable NSString *)title style:(UIBarButtonItemStyle)style target:(nullable id)target action:(nullable SEL)action;
- (instancetype)initWithBarButtonSystemItem:(UIBarButtonSystemItem)systemItem target:(nullable id)target action:(nullable SEL)action;
- (instancetype)initWithCustomView:(UIView *)customView;
@property (nonatomic) UIBarButtonItemStyle style;
@property (nonatomic) CGFloat width;
@property (nullable, nonatomic, copy) NSSet<NSString *> *possibleTitles;
@property (nullable, nonatomic, strong) __kindof UIView *customView;
@property (nullable, nonatomic) SEL action;
@property (nullable, nonatomic, weak) id target;
@property (nullable, nonatomic, strong) UIColor *tintColor;
@end
@protocol UIToolbarDelegate;
@interface UIToolbar : UIView <UIBarPositioning>
@property (nonatomic) UIBarStyle barStyle;
@property (nullable, nonatomic, copy) NSArray<UIBarButtonItem *> *items;
@property (nonatomic, assign, getter=isTranslucent) BOOL translucent;
- (void)setItems:(nullable NSArray<UIBarButtonItem *> *)items animated:(BOOL)animated;
@property (null_resettable, nonatomic, strong) UIColor *tintColor;
@property (nullable, nonatomic, strong) UIColor *barTintColor;
- (void)setBackgroundImage:(nullable UIImage *)backgroundImage forToolbarPosition:(UIBarPosition)topOrBottom barMetrics:(UIBarMetrics)barMetrics;
- (nullable UIImage *)backgroundImageForToolbarPosition:(UIBarPosition)topOrBottom barMetrics:(UIBarMetrics)barMetrics;
- (void)setShadowImage:(nullable UIImage *)shadowImage forToolbarPosition:(UIBarPosition)topOrBottom;
- (nullable UIImage *)shadowImageForToolbarPosition:(UIBarPosition)topOrBottom;
@property (nullable, nonatomic, weak) id<UIToolbarDelegate> delegate;
@end
@protocol UIToolbarDelegate <UIBarPositioningDelegate>
@end
@protocol UINavigationBarDelegate;
@interface UINavigationBar : UIView <NSCoding, UIBarPositioning>
@property (nonatomic, assign) UIBarStyle barStyle;
@property (nullable, nonatomic, weak) id<UINavigationBarDelegate> delegate;
@property (nonatomic, assign, getter=isTranslucent) BOOL translucent;
- (void)pushNavigationItem:(UINavigationItem *)item animated:(BOOL)animated;
- (nullable UINavigationItem *)popNavigationItemAnimated:(BOOL)animated;
@property (nullable, nonatomic, readonly, strong) UINavigationItem *topItem;
@property (nullable, nonatomic, readonly, strong) UINavigationItem *backItem;
@property (nullable, nonatomic, copy) NSArray<UINavigationItem *> *items;
- (void)setItems:(nullable NSArray<UINavigationItem *> *)items animated:(BOOL)animated;
@property (nonatomic, readwrite, assign) BOOL prefersLargeTitles API_AVAILABLE(ios(11.0));
@property (null_resettable, nonatomic, strong) UIColor *tintColor;
@property (nullable, nonatomic, strong) UIColor *barTintColor;
- (void)setBackgroundImage:(nullable UIImage *)backgroundImage forBarMetrics:(UIBarMetrics)barMetrics;
- (nullable UIImage *)backgroundImageForBarMetrics:(UIBarMetrics)barMetrics;
@property (nullable, nonatomic, strong) UIImage *shadowImage;
@property (nullable, nonatomic, copy) NSDictionary<NSAttributedStringKey, id> *titleTextAttributes;
@property (nullable, nonatomic, strong) UIImage *backIndicatorImage;
@property (nullable, nonatomic, strong) UIImage *backIndicatorTransitionMaskImage;
@end
@protocol UINavigationBarDelegate <UIBarPositioningDelegate>
@optional
- (BOOL)navigationBar:(UINavigationBar *)navigationBar shouldPushItem:(UINavigationItem *)item;
- (void)navigationBar:(UINavigationBar *)navigationBar didPushItem:(UINavigationItem *)item;
- (BOOL)navigationBar:(UINavigationBar *)navigationBar shouldPopItem:(UINavigationItem *)item;
- (void)navigationBar:(UINavigationBar *)navigationBar didPopItem:(UINavigationItem *)item;
@end
@interface UINavigationController (UINavigationControllerBars)
@property (nonatomic, readonly) UINavigationBar *navigationBar;
- (void)setNavigationBarHidden:(BOOL)hidden animated:(BOOL)animated;
@property (nonatomic, getter=isToolbarHidden) BOOL toolbarHidden;
- (void)setToolbarHidden:(BOOL)hidden animated:(BOOL)animated;
@property (null_unspecified, nonatomic, readonly) UIToolbar *toolbar;
@property (nonatomic, readwrite) BOOL hidesBarsOnSwipe;
@end
@interface UIViewController (UINavigationControllerContextualToolbarItems)
@property (nullable, nonatomic, strong) NSArray<__kindof UIBarButtonItem *> *toolbarItems;
- (void)setToolbarItems:(nullable NSArray<UIBarButtonItem *> *)toolbarItems animated:(BOOL)animated;
@end
@interface UINavigationItem (UINavigationItemBarButtons)
@property (nullable, nonatomic, strong) UIBarButtonItem *leftBarButtonItem;
@property (nullable, nonatomic, strong) UIBarButtonItem *rightBarButtonItem;
@property (nullable, nonatomic, copy) NSArray<UIBarButtonItem *> *leftBarButtonItems;
@property (nullable, nonatomic, copy) NSArray<UIBarButtonItem *> *rightBarButtonItems;
@property (nullable, nonatomic, strong) UIBarButtonItem *backBarButtonItem;
@end

@interface UIPageControl : UIControl
@property (nonatomic) NSInteger numberOfPages;
@property (nonatomic) NSInteger currentPage;
@property (nonatomic) BOOL hidesForSinglePage;
@property (nullable, nonatomic, strong) UIColor *pageIndicatorTintColor;
@property (nullable, nonatomic, strong) UIColor *currentPageIndicatorTintColor;
- (CGSize)sizeForNumberOfPages:(NSInteger)pageCount;
@end
@interface UITableViewController : UIViewController <UITableViewDelegate, UITableViewDataSource>
- (instancetype)initWithStyle:(UITableViewStyle)style NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@property (nonatomic, strong, null_resettable) UITableView *tableView;
@property (nonatomic) BOOL clearsSelectionOnViewWillAppear;
@property (nonatomic, strong, nullable) UIRefreshControl *refreshControl;
@end

API_AVAILABLE(ios(10.0))
@interface UIFeedbackGenerator : NSObject
- (void)prepare;
@end
typedef NS_ENUM(NSInteger, UIImpactFeedbackStyle) {
    UIImpactFeedbackStyleLight, UIImpactFeedbackStyleMedium, UIImpactFeedbackStyleHeavy,
    UIImpactFeedbackStyleSoft API_AVAILABLE(ios(13.0)), UIImpactFeedbackStyleRigid API_AVAILABLE(ios(13.0))
};
API_AVAILABLE(ios(10.0))
@interface UIImpactFeedbackGenerator : UIFeedbackGenerator
- (instancetype)initWithStyle:(UIImpactFeedbackStyle)style;
- (void)impactOccurred;
- (void)impactOccurredWithIntensity:(CGFloat)intensity API_AVAILABLE(ios(13.0));
@end
typedef NS_ENUM(NSInteger, UINotificationFeedbackType) {
    UINotificationFeedbackTypeSuccess, UINotificationFeedbackTypeWarning, UINotificationFeedbackTypeError
};
API_AVAILABLE(ios(10.0))
@interface UINotificationFeedbackGenerator : UIFeedbackGenerator
- (void)notificationOccurred:(UINotificationFeedbackType)notificationType;
@end
API_AVAILABLE(ios(10.0))
@interface UISelectionFeedbackGenerator : UIFeedbackGenerator
- (void)selectionChanged;
@end

typedef NSString *UIMenuIdentifier NS_TYPED_EXTENSIBLE_ENUM;
typedef NSString *UIActionIdentifier NS_TYPED_EXTENSIBLE_ENUM;
typedef NS_OPTIONS(NSUInteger, UIMenuOptions) {
    UIMenuOptionsDisplayInline = 1 << 0, UIMenuOptionsDestructive = 1 << 1,
    UIMenuOptionsSingleSelection API_AVAILABLE(ios(15.0)) = 1 << 5
};
typedef NS_OPTIONS(NSUInteger, UIMenuElementAttributes) {
    UIMenuElementAttributesDisabled = 1 << 0, UIMenuElementAttributesDestructive = 1 << 1, UIMenuElementAttributesHidden = 1 << 2
};
typedef NS_ENUM(NSInteger, UIMenuElementState) { UIMenuElementStateOff, UIMenuElementStateOn, UIMenuElementStateMixed };
API_AVAILABLE(ios(13.0))
@interface UIMenuElement : NSObject <NSCopying, NSSecureCoding>
@property (nonatomic, readonly) NSString *title;
@property (nonatomic, nullable, readonly) UIImage *image;
- (instancetype)init NS_UNAVAILABLE;
@end
API_AVAILABLE(ios(13.0))
@interface UIMenu : UIMenuElement
@property (nonatomic, readonly) UIMenuIdentifier identifier;
@property (nonatomic, readonly) UIMenuOptions options;
@property (nonatomic, readonly) NSArray<UIMenuElement *> *children;
+ (UIMenu *)menuWithTitle:(NSString *)title children:(NSArray<UIMenuElement *> *)children;
+ (UIMenu *)menuWithTitle:(NSString *)title image:(nullable UIImage *)image identifier:(nullable UIMenuIdentifier)identifier options:(UIMenuOptions)options children:(NSArray<UIMenuElement *> *)children;
@end
@class UIAction;
typedef void (^UIActionHandler)(__kindof UIAction *action);
API_AVAILABLE(ios(13.0))
@interface UIAction : UIMenuElement
@property (nonatomic, copy) NSString *title;
@property (nullable, nonatomic, copy) UIImage *image;
@property (nonatomic, readonly) UIActionIdentifier identifier;
@property (nonatomic) UIMenuElementAttributes attributes;
@property (nonatomic) UIMenuElementState state;
@property (nonatomic, readonly, nullable) id sender;
+ (instancetype)actionWithTitle:(NSString *)title image:(nullable UIImage *)image identifier:(nullable UIActionIdentifier)identifier handler:(UIActionHandler)handler;
@end
typedef UIViewController * _Nullable (^UIContextMenuContentPreviewProvider)(void);
typedef UIMenu * _Nullable (^UIContextMenuActionProvider)(NSArray<UIMenuElement *> *suggestedActions);
API_AVAILABLE(ios(13.0))
@interface UIContextMenuConfiguration : NSObject
@property (nonatomic, readonly) id<NSCopying> identifier;
+ (instancetype)configurationWithIdentifier:(nullable id<NSCopying>)identifier previewProvider:(nullable UIContextMenuContentPreviewProvider)previewProvider actionProvider:(nullable UIContextMenuActionProvider)actionProvider;
@end
"""#
}
