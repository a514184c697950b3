export function Footer() {
  return (
    <footer className="bg-muted/30 border-t">
      <div className="text-muted-foreground mx-auto flex max-w-7xl flex-col items-center justify-between gap-2 px-4 py-6 text-sm sm:flex-row sm:px-6 lg:px-8">
        <p>© {new Date().getFullYear()} Pasar. All rights reserved.</p>
        <p>Buy and sell from independent brands and stores.</p>
      </div>
    </footer>
  )
}
