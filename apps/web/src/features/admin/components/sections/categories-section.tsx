import { ArrowDown, ArrowUp } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { useCommonT } from '@/i18n/common/index.ts'
import { categoryIconOf } from '@/lib/category-icons.ts'
import { useAdminCategories, useReorderCategories } from '../../api/admin.ts'
import { useT } from '../../i18n/index.ts'
import { failed } from '../../lib/failure.ts'
import { CategoryEditor } from '../category-editor.tsx'
import { SectionHeading } from '../list-section.tsx'

/** 'Move up' and 'Move down' beside a category: each held where there is no category to pass. */
const MOVES = [
  { by: -1, label: 'categories.moveUp', Arrow: ArrowUp },
  { by: 1, label: 'categories.moveDown', Arrow: ArrowDown },
] as const

export function CategoriesSection() {
  const { t, language } = useT()
  const { t: tCommon } = useCommonT()
  const categories = useAdminCategories()
  const reorder = useReorderCategories()
  const [editing, setEditing] = useState<number | null>(null)
  const list = categories.data?.data

  function move(index: number, by: -1 | 1) {
    if (!list) return
    const ids = list.map((c) => c.id)
    const [moved] = ids.splice(index, 1)
    if (moved === undefined) return
    ids.splice(index + by, 0, moved)
    reorder.mutate(ids, { onError: failed })
  }

  return (
    <section className="grid gap-6">
      <SectionHeading title={t('categories')} description={t('categories.description')} />
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
        <ol className="grid gap-2" aria-label={t('categories.list')} aria-busy={reorder.isPending}>
          {!list && <li className="text-muted-foreground text-sm">{tCommon('loading')}</li>}
          {list?.map((category, index) => {
            const Icon = categoryIconOf(category.icon)
            return (
              <li key={category.id} className="bg-card rounded-lg border p-3 shadow-xs">
                {editing === category.id ? (
                  <CategoryEditor category={category} onDone={() => setEditing(null)} />
                ) : (
                  <div className="flex items-center gap-3">
                    <span className="bg-muted flex size-9 shrink-0 items-center justify-center rounded-md">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <div className="grid min-w-0 flex-1">
                      {/* The name in the language on screen, the other one under it (ADR 1011). */}
                      {language === 'id' ? (
                        <>
                          <span className="truncate font-medium">
                            {category.nameId ?? category.name}
                          </span>
                          <span lang="en" className="text-muted-foreground truncate text-xs">
                            {category.name}
                          </span>
                        </>
                      ) : (
                        <>
                          <span className="truncate font-medium">{category.name}</span>
                          <span
                            lang={category.nameId ? 'id' : undefined}
                            className="text-muted-foreground truncate text-xs"
                          >
                            {category.nameId ?? t('category.noIndonesian')}
                          </span>
                        </>
                      )}
                      <span className="text-muted-foreground text-xs">
                        {t('categories.detail', {
                          slug: category.slug,
                          count: category.products,
                        })}
                      </span>
                    </div>
                    {MOVES.map(({ by, label, Arrow }) => (
                      <Button
                        key={by}
                        size="icon"
                        variant="ghost"
                        aria-label={t(label, { name: category.name })}
                        disabled={!list[index + by] || reorder.isPending}
                        onClick={() => move(index, by)}
                      >
                        <Arrow aria-hidden="true" />
                      </Button>
                    ))}
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={t('categories.edit', { name: category.name })}
                      onClick={() => setEditing(category.id)}
                    >
                      {tCommon('edit')}
                    </Button>
                  </div>
                )}
              </li>
            )
          })}
        </ol>
        <div className="bg-card grid gap-3 rounded-xl border p-4 shadow-xs">
          <h3 className="font-semibold">{t('categories.new')}</h3>
          <CategoryEditor />
        </div>
      </div>
    </section>
  )
}
