//
//  UIFont+FLEX.h
//  FLEX
//
//  Created by Tanner Bennett on 12/20/19.
//  Copyright © 2020 FLEX Team. All rights reserved.
//

#import <UIKit/UIKit.h>

@interface UIFont (FLEX)

@property (nonatomic, readonly, class) UIFont *flex_defaultTableCellFont;
@property (nonatomic, readonly, class) UIFont *flex_codeFont;
@property (nonatomic, readonly, class) UIFont *flex_smallCodeFont;

@end
